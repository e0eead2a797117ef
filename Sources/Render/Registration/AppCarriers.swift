import IR

/// What one app of the schema must declare to its platforms: its own scheme, and every carrier
/// of a URL-grammar message that belongs to it. A message belongs to an app when one of its
/// carriers is written in the app's scheme; its carriers with a fixed scheme (`https`) are then
/// the app's links on the web. Callbacks are the caller's, never the app's.
struct AppCarriers {
    struct Claimed {
        let messageID: String
        let carrier: IRCarrier
        /// The message's fields, which the carrier's path segments name.
        let fields: [IRField]
    }

    let app: IRApp
    /// Whether some pipe-grammar message exists: every app's scheme reads them (`scheme:mode|...`).
    let readsPipeMessages: Bool
    /// The carriers in the app's own scheme, in declaration order.
    let ownScheme: [Claimed]
    /// The carriers in a fixed `https` scheme of the app's messages, in declaration order.
    let https: [Claimed]
    /// The app's carriers in another fixed scheme (`http`), which no platform verifies for it.
    let undeclared: [Claimed]

    init(_ app: IRApp, in module: IRModule) {
        self.app = app
        readsPipeMessages = !module.pipeMessages.isEmpty
        var ownScheme: [Claimed] = []
        var https: [Claimed] = []
        var undeclared: [Claimed] = []
        for (message, url) in module.urlMessages where message.callback == nil {
            let isOwn = url.carriers.contains { $0.scheme == .app(appID: app.id) }
            for carrier in url.carriers {
                switch carrier.scheme {
                case .app(let appID) where appID == app.id: ownScheme.append(Claimed(messageID: message.id, carrier: carrier, fields: message.fields))
                case .literal("https") where isOwn: https.append(Claimed(messageID: message.id, carrier: carrier, fields: message.fields))
                case .literal where isOwn: undeclared.append(Claimed(messageID: message.id, carrier: carrier, fields: message.fields))
                default: break
                }
            }
        }
        self.ownScheme = ownScheme
        self.https = https
        self.undeclared = undeclared
    }
}

/// A carrier named the way a warning names it: `message/carrier`.
extension AppCarriers.Claimed {
    var name: String { "\(messageID)/\(carrier.id)" }
}
