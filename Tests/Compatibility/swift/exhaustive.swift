// Switches that handle every case of old.json's apps, modes, enum values and flags and end in
// `@unknown default:`, as the README advises. run.sh type-checks this file: against old.json's code
// with -warnings-as-errors, and against new.json's, which adds a case to each type, it must still
// compile, with one "switch must be exhaustive" warning per switch.

func storeName(_ app: OfficeLink.App) -> String {
    switch app {
    case .word, .excel, .powerPoint, .visio, .access, .project, .publisher: return "Office"
    case .sharePointDesigner, .infoPath: return "legacy"
    case .oneNote: return "notes"
    @unknown default: return "other"
    }
}

func verb(_ mode: OfficeLink.Mode) -> String {
    switch mode {
    case .view: return "view"
    case .edit: return "edit"
    case .newFromTemplate: return "create"
    @unknown default: return "open"
    }
}

func isDark(_ theme: OfficeLink.Theme) -> Bool {
    switch theme {
    case .light: return false
    case .dark: return true
    @unknown default: return false
    }
}

func isShared(_ flag: OfficeLink.OpenMessage.Flag) -> Bool {
    switch flag {
    case .coAuthoring: return true
    @unknown default: return false
    }
}
