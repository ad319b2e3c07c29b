// Compile stub: SwiftUI's preview provider and `Group`, as the Actions style's view scaffolds use them.
// Same signatures as Apple's; the bodies never run.

/// Apple: `SwiftUI.PreviewProvider` — previews Xcode's canvas shows.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

/// Apple: `SwiftUI.Group` — several views side by side without layout of its own.
public struct Group<Content> {}

extension Group: View where Content: View {
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stub") }
}
