extension Node {
    /// True when both nodes hold the same content and tags, whatever their marks
    /// and scalar styles. Walks with an explicit stack, so any depth is safe.
    public func hasSameContent(as other: Node) -> Bool {
        var pending: [(Node, Node)] = [(self, other)]
        while let (left, right) = pending.popLast() {
            guard left.tag == right.tag else { return false }
            switch (left.content, right.content) {
            case (.scalar(let a), .scalar(let b)):
                guard a.text == b.text else { return false }
            case (.sequence(let a), .sequence(let b)):
                guard a.count == b.count else { return false }
                pending.append(contentsOf: zip(a, b))
            case (.mapping(let a), .mapping(let b)):
                guard a.count == b.count else { return false }
                for (x, y) in zip(a, b) {
                    pending.append((x.key, y.key))
                    pending.append((x.value, y.value))
                }
            default:
                return false
            }
        }
        return true
    }
}
