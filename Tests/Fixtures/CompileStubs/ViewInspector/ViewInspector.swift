// Compile stub of the part of ViewInspector (github.com/nalexn/ViewInspector) that the generated view
// tests use, with the signatures and isolation of ViewInspector 0.10 (the version the
// generated tests need, docs/styles.md): `ViewHosting` is `@MainActor` there, as here. It lets Linux
// type-check those tests; it cannot run them (there is no SwiftUI to host a view), so end-to-end runs on
// Linux leave them out and say so.
import Foundation
import SwiftUI

/// A kind of view ViewInspector can inspect.
public protocol BaseViewType {}

/// A kind of view with one child (ViewInspector's `BaseTypes.swift`; its requirement is internal use).
public protocol SingleViewContent {}

public enum ViewType {
    public struct ClassifiedView: BaseViewType {}
    public struct Button: BaseViewType {}
    public struct Text: BaseViewType {}
    public struct TextField: BaseViewType {}
    public struct Toggle: BaseViewType {}
}

extension ViewType.ClassifiedView: SingleViewContent {}

/// Raised by every inspection in this stub.
public struct InspectionError: Error, CustomStringConvertible {
    public var description: String { "ViewInspector compile stub: views cannot be inspected on this platform" }
}

/// A view being inspected.
public struct InspectableView<View: BaseViewType> {
    public func find(button title: String, locale: Locale = Locale(identifier: "en")) throws -> InspectableView<
        ViewType.Button
    > {
        throw InspectionError()
    }

    public func find(text: String, locale: Locale = Locale(identifier: "en")) throws -> InspectableView<ViewType.Text> {
        throw InspectionError()
    }
}

extension InspectableView {
    /// `ViewSearch.swift`: the first view whose `accessibilityIdentifier` is `accessibilityIdentifier`.
    public func find(viewWithAccessibilityIdentifier accessibilityIdentifier: String) throws -> InspectableView<
        ViewType.ClassifiedView
    > {
        throw InspectionError()
    }

    /// `VisualEffectModifiers.swift`: whether the view or one of its parents is `.disabled(true)` (a tap on
    /// such a control throws `unresponsiveControl`).
    public func isDisabled() -> Bool { false }
}

// `Button.swift`, `TextField.swift`, `Toggle.swift`: a found view as the control it is.
extension InspectableView where View: SingleViewContent {
    public func button() throws -> InspectableView<ViewType.Button> { throw InspectionError() }
    public func textField() throws -> InspectableView<ViewType.TextField> { throw InspectionError() }
    public func toggle() throws -> InspectableView<ViewType.Toggle> { throw InspectionError() }
}

extension InspectableView where View == ViewType.Button {
    public func tap() throws { throw InspectionError() }
}

extension InspectableView where View == ViewType.TextField {
    public func input() throws -> String { throw InspectionError() }
    public func setInput(_ value: String) throws { throw InspectionError() }
}

extension InspectableView where View == ViewType.Toggle {
    public func tap() throws { throw InspectionError() }
    public func isOn() throws -> Bool { throw InspectionError() }
}

extension InspectableView where View == ViewType.Text {
    public func string(locale: Locale = Locale(identifier: "en")) throws -> String { throw InspectionError() }
}

extension SwiftUI.View {
    public func inspect(function: String = #function) throws -> InspectableView<ViewType.ClassifiedView> {
        throw InspectionError()
    }
}

/// Hosts a view in a window so that `onAppear` / `task` run (on Apple platforms).
@preconcurrency @MainActor public enum ViewHosting {
    public static func host<V: SwiftUI.View>(view: V, size: CGSize? = nil, function: String = #function) {}
    public static func expel(function: String = #function) {}
}
