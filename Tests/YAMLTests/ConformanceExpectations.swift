/// YAML test-suite cases that do not pass, each with its reason (ids are folder
/// names under Tests/Conformance/yaml). Keep this honest: the conformance test
/// fails both for a failure not listed here and for a listed case that passes.
///
/// All but one come straight from libyaml 0.2.5 (see
/// Tests/Conformance/libyaml-0.2.5-baseline.txt); the loader's own rules
/// (duplicate keys, depth and alias limits) account for the rest.
enum ConformanceExpectations {
    static let failures: [String: String] = {
        var failures: [String: String] = [:]
        for id in libyamlRejectsValid { failures[id] = "libyaml 0.2.5 rejects this valid input" }
        for id in libyamlEventsDiffer { failures[id] = "libyaml 0.2.5 accepts it but emits different events" }
        for id in libyamlAcceptsInvalid { failures[id] = "libyaml 0.2.5 accepts this invalid input" }
        for (id, reason) in loaderRules { failures[id] = reason }
        return failures
    }()

    /// Valid cases libyaml stops on with a syntax error (51).
    static let libyamlRejectsValid = """
        2JQS 2LFX 2SXE 4ABK 4MUZ-00 4MUZ-01 4MUZ-02 58MP 5MUD 5T43 6BCT 6CA3 6LVF 6M2F 7Z25 8XYN 96NN-00 96NN-01
        9SA2 A2M4 BEC7 CFD4 DBG4 DK3J DK95-00 DK95-03 DK95-04 FP8R FRK4 HM87-00 HWV9 K3WX M2N8-00 M7A3 MUS6-05
        MUS6-06 NHX8 NJ66 NKF9 Q5MG QT73 R4YG S3PD SM9W-01 UKK6-00 UT92 VJP3-01 W4TN W5VH Y79Y-001 Y79Y-010
        """.split(whereSeparator: \.isWhitespace).map(String.init)

    /// Valid cases whose libyaml events are wrong, so the loaded values differ from in.json (5).
    static let libyamlEventsDiffer = ["652Z", "HM87-01", "JEF9-02", "L24T-01", "Y2GN"]

    /// Error cases libyaml parses without complaint (16).
    static let libyamlAcceptsInvalid = """
        9C9N 9HCY 9JBA CVW2 DK95-01 EB22 G5U8 MUS6-00 MUS6-01 QB6E RHX7 S98Z SU5Z X4QW Y79Y-003 YJV2
        """.split(whereSeparator: \.isWhitespace).map(String.init)

    /// Cases libyaml accepts that the loader's own rules reject.
    static let loaderRules: [String: String] = [
        // `{ &a [a, b]: b, *a : [...] }`: the alias key equals the first key, and the
        // loader rejects duplicate keys (as YAML requires of a mapping's keys); the
        // suite only checks the event stream here and has no in.json for it.
        "X38W": "duplicate key through an alias; the loader rejects duplicate keys"
    ]
}
