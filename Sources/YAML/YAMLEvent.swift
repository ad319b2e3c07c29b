import Diagnostics

/// One parser event, already converted to Swift values (1-based marks, Strings).
///
/// This is the only shape in which libyaml's events leave `LibYAMLParser`, so the
/// composer never sees a C type.
enum YAMLEvent {
    case documentStart(Mark)
    case documentEnd
    case scalar(Node.Scalar, anchor: String?, tag: String?, Mark)
    case sequenceStart(anchor: String?, tag: String?, Mark)
    case sequenceEnd
    case mappingStart(anchor: String?, tag: String?, Mark)
    case mappingEnd
    case alias(anchor: String, Mark)
}
