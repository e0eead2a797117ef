#!/usr/bin/env python3
"""Writes a schema with many descriptors or many apps, for the generator's scaling figures and the
large-schema compile test.

Usage: make-schema.py --descriptors N --apps M [--fields-per-message K] OUT.json

The descriptors cycle through every type (text, url with a sameHostAs partner, scheme, flag,
enum) and are spread over messages of at most K fields (default 100: Kotlin and Java allow 255 parameters), half app-addressed, half
caller-addressed, so every backend renders every kind of field. Apps get every optional member
(store ids and links, Play package, limits, a mode subset) so every row of each app table is
written, and schemes of one length (x-app00000, x-app00001, ...) so the first and the last app
take the same work to compare: a lookup's time then shows only how it grows with the apps.
"""
import argparse
import json

def descriptor(index):
    base = {"id": f"field{index}", "key": f"k{index}", "doc": f"Descriptor number {index}."}
    kind = index % 5
    if kind == 0:
        return {**base, "type": "text"}
    if kind == 1:
        return {**base, "type": "url"}
    if kind == 2:
        # A url on the same host as the url just before it.
        return {**base, "type": "url", "sameHostAs": f"field{index - 1}"}
    if kind == 3:
        return {**base, "type": "flag", "true": "1", "false": "0"}
    return {**base, "type": "enum", "values": [
        {"id": "first", "token": "a", "doc": "The first value."},
        {"id": "second", "token": "b", "doc": "The second value."},
    ]}


def app(index):
    return {
        "id": f"app{index}", "name": f"App {index}", "scheme": f"x-app{index:05d}",
        "appStoreId": 100000 + index,
        "storeUrl": f"https://apps.example/app{index}",
        "playPackage": f"com.example.app{index}",
        "playStoreUrl": f"https://play.example/app{index}",
        "modes": ["view", "edit"] if index % 2 else ["view"],
        "limits": {"maxPathLength": 256, "fileNameExcludes": "\\/:?<>|\"*"},
        "doc": f"Test app number {index}.",
    }


def messages(descriptor_count, fields_per_message):
    result = []
    for start in range(0, descriptor_count, fields_per_message):
        number = start // fields_per_message
        fields = [{"descriptor": f"field{index}"}
                  for index in range(start, min(start + fields_per_message, descriptor_count))]
        if number % 2 == 0 and len(fields) > 1:
            fields[1]["appLimits"] = True  # field{start + 1} is a url
        result.append({"id": f"message{number}", "scheme": "app" if number % 2 == 0 else "caller",
                       "doc": f"Message number {number}.", "fields": fields})
    return result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--descriptors", type=int, default=10)
    parser.add_argument("--apps", type=int, default=2)
    parser.add_argument("--fields-per-message", type=int, default=100)
    parser.add_argument("out")
    arguments = parser.parse_args()
    schema = {
        "schemaVersion": 1,
        "name": "Scale",
        "doc": "A generated schema for scaling figures.",
        "modes": [
            {"id": "view", "token": "v", "doc": "View."},
            {"id": "edit", "token": "e", "doc": "Edit.", "default": True},
        ],
        "descriptors": [descriptor(index) for index in range(arguments.descriptors)],
        "messages": messages(arguments.descriptors, arguments.fields_per_message),
        "apps": [app(index) for index in range(arguments.apps)],
    }
    with open(arguments.out, "w") as file:
        json.dump(schema, file, indent=1)


if __name__ == "__main__":
    main()
