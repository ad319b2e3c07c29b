/// Binary search over something kept sorted, the one place it is written: the run stamp's intact outputs,
/// the reused files and a manifest's lines are each sorted by path and looked up a few times per run.
enum SortedSearch {
    /// The position in `0..<count` whose element `order` finds equal to the one sought, nil when none is.
    /// `order(position)` says how the element at `position` sorts against the one sought (negative, zero or
    /// positive), and does not decrease as the position grows.
    static func position(count: Int, _ order: (Int) -> Int) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if order(middle) < 0 { low = middle + 1 } else { high = middle }
        }
        return low < count && order(low) == 0 ? low : nil
    }
}

extension Array where Element == String {
    /// The position of `text` in this array, which is sorted as `String`s sort; nil when it is not there.
    func sortedPosition(of text: String) -> Int? {
        SortedSearch.position(count: count) { self[$0] < text ? -1 : self[$0] == text ? 0 : 1 }
    }
}
