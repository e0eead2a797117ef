// A caller of two URL protocols, through the Swift that schemegen generates from
// Examples/protocols/things.json and spotify.json: it asks Things to add a to-do and to come
// back to `myapp://things-added`, reads the answer Things sends there, and links a Spotify track.
import Foundation

let add = Things.AddMessage(
    title: "Buy milk", when: "today", tags: ["Errand"], xSource: "My App", xSuccess: "myapp://things-added")
print(try add.uriString())

// Things opens the success URL with the new to-do's id added to its query.
let answer = try Things.AddSuccessMessage(parsing: "myapp://things-added?x-things-id=9cFjEo8mWUsrpYkNkBBLmZ")
print(answer.callbackURL, answer.thingsIds ?? [])

let track = Spotify.ResourceMessage(carrier: .web, type: .track, id: "4uLU6hMCjMI75M1A2tKUQC")
print(try track.uriString())
