import XCTest

@testable import Comparison

/// What `generate compare` reads from a generated package's test run: tests run and tests failed
/// (not failed assertions), and whether the run counts as passing.
final class TestRunCountTests: XCTestCase {
    /// XCTest on Linux: one test with two failed assertions, one with one, one passing.
    private let linuxOutput = """
        Test Suite 'All tests' started at 2026-12-05 02:00:00.000
        Test Case 'InboxViewModelTests.test_archive_success_appliesSuccessEffects' started at 2026-12-05 02:00:00.001
        /p/Tests/InboxViewModelTests.swift:40: error: InboxViewModelTests.test_archive_success_appliesSuccessEffects : XCTAssertEqual failed: ("[]") is not equal to ("[x]") - messages
        /p/Tests/InboxViewModelTests.swift:41: error: InboxViewModelTests.test_archive_success_appliesSuccessEffects : XCTAssertEqual failed: ("1") is not equal to ("2") - count
        Test Case 'InboxViewModelTests.test_archive_success_appliesSuccessEffects' failed (0.002 seconds)
        Test Case 'InboxViewModelTests.test_load_success_appliesSuccessEffects' started at 2026-12-05 02:00:00.003
        Test Case 'InboxViewModelTests.test_load_success_appliesSuccessEffects' passed (0.001 seconds)
        Test Case 'InboxViewModelTests.test_open_onResult_appliesResult' started at 2026-12-05 02:00:00.004
        /p/Tests/InboxViewModelTests.swift:90: error: InboxViewModelTests.test_open_onResult_appliesResult : XCTAssertEqual failed - messages
        Test Case 'InboxViewModelTests.test_open_onResult_appliesResult' failed (0.001 seconds)
        Test Suite 'InboxViewModelTests' failed at 2026-12-05 02:00:00.005
        \t Executed 3 tests, with 3 failures (0 unexpected) in 0.004 (0.004) seconds
        Test Suite 'All tests' failed at 2026-12-05 02:00:00.005
        \t Executed 3 tests, with 3 failures (0 unexpected) in 0.004 (0.004) seconds
        """

    func test_failedTests_areCountedOncePerTest_notPerAssertion() {
        let counts = PackageBuild.testCounts(in: linuxOutput)
        XCTAssertEqual(counts.run, 3)
        XCTAssertEqual(counts.failed, 2)
    }

    /// Darwin's XCTest names a test `-[Module.Class test]`.
    func test_darwinsTestNames_areCountedToo() {
        let output = """
            Test Case '-[MailTests.InboxViewModelTests test_a]' started.
            Test Case '-[MailTests.InboxViewModelTests test_a]' failed (0.002 seconds).
            Test Case '-[MailTests.InboxViewModelTests test_b]' passed (0.001 seconds).
            \t Executed 2 tests, with 4 failures (0 unexpected) in 0.003 (0.003) seconds
            """
        let counts = PackageBuild.testCounts(in: output)
        XCTAssertEqual(counts.run, 2)
        XCTAssertEqual(counts.failed, 1)
    }

    /// XCTest says `Executed 1 test,` for one: a one-test package was reported as running none.
    func test_aSingleTest_isCounted() {
        let output = """
            Test Case 'PrefsViewModelTests.test_choose_set_appliesAssignments' passed (0.002 seconds).
            \t Executed 1 test, with 0 failures (0 unexpected) in 0.002 (0.002) seconds
            """
        XCTAssertEqual(PackageBuild.testCounts(in: output).run, 1)
    }

    func test_aRunPasses_onlyWhenTestsRanNoneFailedAndItEndedNormally() {
        func report(run: Int, failed: Int, status: Int32) -> BuildReport {
            let timing = Timing(samples: [1])
            return BuildReport(
                cleanBuild: timing, incrementalBuild: timing, test: timing, testsRun: run, testsFailed: failed,
                testExitStatus: status)
        }
        XCTAssertNil(report(run: 96, failed: 0, status: 0).testProblem)
        XCTAssertEqual(report(run: 96, failed: 3, status: 1).testProblem, "3 of 96 tests failed")
        XCTAssertEqual(report(run: 40, failed: 0, status: 132).testProblem, "the test run ended with status 132")
        XCTAssertEqual(report(run: 0, failed: 0, status: 0).testProblem, "no test ran")
    }
}
