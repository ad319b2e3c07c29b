/// The spelling rules that turn a spec's names into parts of generated names. Only the naming
/// authority (`GeneratedNames` and its per-declaration types) and the local names of generated code
/// (a loop's `item`) use them, so the validator and the templates can never spell a name differently.
public enum NameSpelling {
    /// `ItemService` -> `itemService`, `URLSession` -> `urlSession`.
    /// `id`, `messageID`, `statusId`: a name that reads as the id of something (a param naming a list's
    /// element, the param a hint suggests for an optimistic update's `id`).
    public static func namesAnID(_ name: String) -> Bool {
        name == "id" || name.hasSuffix("ID") || name.hasSuffix("Id")
    }

    public static func lowerCamel(_ name: String) -> String {
        // Called for every dependency of every screen: an ASCII name is lowered byte by byte.
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return lowerCamelASCII(name) }
        let scalars = Array(name)
        var upperPrefix = 0
        while upperPrefix < scalars.count, scalars[upperPrefix].isUppercase { upperPrefix += 1 }
        if upperPrefix == 0 { return name }
        // In `URLSession` the last capital of the run starts the next word.
        let lowered = upperPrefix > 1 && upperPrefix < scalars.count ? upperPrefix - 1 : upperPrefix
        return String(scalars[..<lowered]).lowercased() + String(scalars[lowered...])
    }

    private static func lowerCamelASCII(_ name: String) -> String {
        let bytes = Array(name.utf8)
        func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        var upperPrefix = 0
        while upperPrefix < bytes.count, isUpper(bytes[upperPrefix]) { upperPrefix += 1 }
        if upperPrefix == 0 { return name }
        let lowered = upperPrefix > 1 && upperPrefix < bytes.count ? upperPrefix - 1 : upperPrefix
        return String(decoding: bytes[..<lowered].map { $0 | 0x20 } + bytes[lowered...], as: UTF8.self)
    }

    /// `fetchItems` -> `FetchItems`.
    public static func upperCamel(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// `shows the loaded items` -> `showsTheLoadedItems`: words of letters and digits, joined in camel case.
    /// An identifier whatever the text: words are split at every character that cannot continue a Swift
    /// name or that is hidden (a line break, U+200B), so none of those reaches the name.
    public static func camelCasedSentence(_ text: String) -> String {
        let words = text.split { character in
            !(character.isLetter || character.isNumber)
                || !character.unicodeScalars.allSatisfy {
                    SwiftIdentifier.isCharacter($0) && !SwiftIdentifier.isHidden($0)
                }
        }.map(String.init)
        guard let first = words.first else { return "unnamed" }
        var result = first.prefix(1).lowercased() + first.dropFirst()
        for word in words.dropFirst() { result += upperCamel(word) }
        if let head = result.first, head.isNumber { result = "_" + result }
        return result
    }
}
