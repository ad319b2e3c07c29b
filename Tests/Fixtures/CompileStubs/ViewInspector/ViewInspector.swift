// Compile stub of the part of ViewInspector (github.com/nalexn/ViewInspector) that the Actions style's
// generated view tests use, with the signatures and isolation of ViewInspector 0.10 (the version the
// generated tests need, docs/styles.md): `ViewHosting` is `@MainActor` there, as here. It lets Linux
// type-check those tests; it cannot run them (there is no SwiftUI to host a view), so end-to-end runs on
// Linux leave them out and say so.
import Foundation
import SwiftUI

/// A kind of view ViewInspector can inspect.
public protocol BaseViewType {}

public enum ViewType {
    public struct ClassifiedView: BaseViewType {}
    public struct Button: BaseViewType {}
    public struct Text: BaseViewType {}
}

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

extension InspectableView where View == ViewType.Button {
    public func tap() throws { throw InspectionError() }
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
