/// A text as a dictionary key that tells apart every spelling, not only every meaning.
///
/// `String` equality is canonical equivalence: `Café` with `é` and with `e` and a combining accent are equal, and
/// a dictionary keyed by `String` hands one spelling's entry to the other. What is remembered about a type text
/// (its parse, `ParsedTypeShapes`) keeps that text's scalars, which are printed as written: it must answer for
/// those exact scalars only. Equal here means the same UTF-8 bytes.
struct ExactText: Hashable {
    let text: String

    init(_ text: String) { self.text = text }

    static func == (left: ExactText, right: ExactText) -> Bool {
        left.text.utf8.elementsEqual(right.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        // The same stream of bytes either way: equal keys must hash alike whatever their storage.
        let hashedWhole: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: .init($0)) }
        if hashedWhole == nil { Array(text.utf8).withUnsafeBytes { hasher.combine(bytes: $0) } }
        hasher.combine(text.utf8.count)
    }
}
