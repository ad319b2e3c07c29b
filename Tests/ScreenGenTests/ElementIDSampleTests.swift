import ScreenSpec
import XCTest

@testable import ScreenGen

/// Parameters and results that name an element of a list on the screen get that element's id in the
/// generated tests. With an id no row has, `messages.filter { $0.id != messageID }` removes nothing,
/// and the tests of removing, restoring or replacing a row pass whether or not the code does it.
final class ElementIDSampleTests: XCTestCase {
    private let inbox = """
        screenspec: 1
        module: T
        models:
          Message: { fields: { id: String, sender: String, isUnread: Bool } }
          Folder: { fields: { id: String, name: String } }
        dependencies:
          Mail:
            methods:
              archive: { params: { id: String } }
              move: { params: { id: String, folder: String } }
              markRead: { params: { id: String }, returns: Message }
        screens:
          Inbox:
            dependencies: [Mail]
            state:
              folders: { type: "[Folder]", default: "[]" }
              messages: { type: "[Message]", default: "[]" }
              query: { type: String, default: '""' }
              errorMessage: String?
            actions:
              archive:
                params: { messageID: String }
                call: Mail.archive
                with: { id: messageID }
                optimistic: { set: { messages: "messages.filter { $0.id != messageID }" } }
                failure: { errorMessage: $message }
              move:
                params: { messageID: String, folderID: String, note: String }
                call: Mail.move
                with: { id: messageID, folder: folderID }
                success: { messages: "messages.filter { $0.id != messageID }", query: note }
              markRead:
                params: { messageID: String }
                call: Mail.markRead
                with: { id: messageID }
                optimistic: { in: messages, id: messageID, set: { isUnread: "false" } }
              select:
                params: { selectedMessageID: String }
                set: { query: selectedMessageID }
              open:
                params: { messageID: String }
                navigate: { to: Detail, as: push, with: { messageID: messageID } }
                onResult: { messages: "messages.map { $0.id == $result.id ? $result : $0 }" }
          Detail:
            input: { messageID: String }
            result: Message
            actions:
              close: { dismiss: { result: ".init(id: messageID, sender: \\"\\", isUnread: false)" } }
        """

    private func line(_ prefix: String, in test: TestCaseContext) throws -> String {
        try XCTUnwrap(PlannedTests.lines(test).first { $0.hasPrefix(prefix) }, "\(PlannedTests.lines(test))")
    }

    func test_anIDParameter_namesTheLastElementOfItsList() throws {
        let tests = try PlannedTests.of(inbox)
        let rollback = try XCTUnwrap(tests.first { $0.name == "test_archive_optimistic_rolledBackOnFailure" })
        let make = try line("make(", in: rollback)
        XCTAssertTrue(make.contains(#"messages: [.fixture(), .fixture(id: "id-2")]"#), make)
        XCTAssertEqual(try line("let messageID", in: rollback), #"let messageID: String = "id-2""#)
        // Each id names its own list, by the model its name begins with; other parameters keep their own.
        let move = try XCTUnwrap(tests.first { $0.name.hasPrefix("test_move_") && $0.kind == "success" })
        XCTAssertTrue(try line("make(", in: move).contains(#"folders: [.fixture(), .fixture(id: "id-1")]"#))
        XCTAssertEqual(try line("let messageID", in: move), #"let messageID: String = "id-2""#)
        XCTAssertEqual(try line("let folderID", in: move), #"let folderID: String = "id-1""#)
        XCTAssertTrue(try line("let note", in: move).hasPrefix(#"let note: String = "note-"#))
        let select = try XCTUnwrap(tests.first { $0.name.hasPrefix("test_select_") })
        XCTAssertEqual(try line("let selectedMessageID", in: select), #"let selectedMessageID: String = "id-2""#)
    }

    /// Two ids of one list in one action: the first names the element, the second keeps a sample of
    /// its own, so that code passing them the wrong way round fails.
    func test_twoIDsOfOneList_getDistinctSamples() throws {
        let yaml = """
            screenspec: 1
            module: T
            models:
              Item: { fields: { id: UUID, title: String } }
            dependencies:
              Shelf:
                methods:
                  move: { params: { from: UUID, to: UUID } }
            screens:
              List:
                dependencies: [Shelf]
                state: { items: { type: "[Item]", default: "[]" } }
                actions:
                  move:
                    params: { fromID: UUID, toID: UUID }
                    call: Shelf.move
                    with: { from: fromID, to: toID }
            """
        let call = try XCTUnwrap(try PlannedTests.of(yaml).first { $0.kind == "success" })
        XCTAssertEqual(try line("let fromID", in: call), "let fromID: UUID = UUID.fixture(1)")
        let toID = try line("let toID", in: call)
        XCTAssertTrue(toID.hasPrefix("let toID: UUID = UUID.fixture("), toID)
        XCTAssertNotEqual(toID, "let toID: UUID = UUID.fixture(1)")
    }

    /// An element update has tests of its own that start from a list holding the element; the action's
    /// other tests start without it (their success does not expect the update), whatever the id's type.
    func test_anElementUpdatesParameter_keepsItsOwnSample() throws {
        let tests = try PlannedTests.of(inbox)
        let success = try XCTUnwrap(tests.first { $0.name.hasPrefix("test_markRead_") && $0.kind == "success" })
        XCTAssertTrue(try line("let messageID", in: success).hasPrefix(#"let messageID: String = "messageID-"#))
    }

    func test_aResultOfAListedModel_isAChangedCopyOfTheLastElement() throws {
        let onResult = try XCTUnwrap(try PlannedTests.of(inbox).first { $0.name == "test_open_onResult_appliesResult" })
        let result = try line("let result", in: onResult)
        XCTAssertTrue(result.hasPrefix(#"let result: Message = .fixture(id: "id-2", sender: "sender-"#), result)
    }

    /// A model whose `id` is not its first field is keyed by it all the same (the one rule,
    /// `OptimisticUpdate.elementModel`): the list's elements differ by id, an id param names the last one,
    /// and a result is a copy of it with another field changed, its arguments in the fields' order.
    func test_aModelWhoseIDIsNotFirst_isKeyedByItsID() throws {
        let yaml = inbox.replacingOccurrences(
            of: "Message: { fields: { id: String, sender: String, isUnread: Bool } }",
            with: "Message: { fields: { sender: String, id: String, isUnread: Bool } }")
        let tests = try PlannedTests.of(yaml)
        let rollback = try XCTUnwrap(tests.first { $0.name == "test_archive_optimistic_rolledBackOnFailure" })
        XCTAssertTrue(try line("make(", in: rollback).contains(#"messages: [.fixture(), .fixture(id: "id-2")]"#))
        XCTAssertEqual(try line("let messageID", in: rollback), #"let messageID: String = "id-2""#)
        let onResult = try XCTUnwrap(tests.first { $0.name == "test_open_onResult_appliesResult" })
        let result = try line("let result", in: onResult)
        XCTAssertTrue(result.hasPrefix(#"let result: Message = .fixture(sender: "sender-"#), result)
        XCTAssertTrue(result.hasSuffix(#", id: "id-2", isUnread: true)"#), result)
    }

    /// Without a list of its model, a result keeps a sample of its own.
    func test_aResultOfAnUnlistedModel_keepsItsOwnSample() throws {
        let yaml = """
            screenspec: 1
            module: T
            models:
              Message: { fields: { id: String, sender: String } }
            screens:
              Inbox:
                state: { latest: Message? }
                actions:
                  open: { navigate: { to: Detail, as: push }, onResult: { latest: $result } }
              Detail:
                result: Message
                actions:
                  close: { dismiss: { result: ".init(id: \\"1\\", sender: \\"\\")" } }
            """
        let onResult = try XCTUnwrap(try PlannedTests.of(yaml).first { $0.name == "test_open_onResult_appliesResult" })
        let result = try line("let result", in: onResult)
        XCTAssertTrue(result.hasPrefix(#"let result: Message = .fixture(id: "id-"#), result)
        XCTAssertFalse(result.contains("sender"), result)
    }

    private let notes = """
        screenspec: 1
        module: T
        models:
          Note: { fields: { id: String, title: String, isDone: Bool } }
        dependencies:
          NoteStore:
            methods:
              rename: { params: { id: String, title: String }, returns: Note }
              fetchLatest: { returns: Note }
              delete: { params: { id: String } }
              save: { params: { note: Note } }
        screens:
          NoteList:
            dependencies: [NoteStore]
            state:
              notes: { type: "[Note]", default: "[]" }
              noteToDelete: String?
              draft: Note?
              query: { type: String, default: '""' }
              latest: Note?
            actions:
              rename:
                params: { noteID: String, title: String }
                call: NoteStore.rename
                with: { id: noteID, title: title }
                success: { notes: "notes.map { $0.id == $result.id ? $result : $0 }" }
              fetchLatest:
                call: NoteStore.fetchLatest
                success: { latest: $result }
              choose:
                params: { noteID: String }
                set: { noteToDelete: noteID }
              delete:
                skipIf: noteToDelete == nil
                call: NoteStore.delete
                with: { id: 'noteToDelete ?? ""' }
                success: { notes: "notes.filter { $0.id != noteToDelete && $0.title != query }", noteToDelete: nil }
              save:
                skipIf: draft == nil
                call: NoteStore.save
                with: { note: "draft!" }
                success: { notes: "notes.map { draft!.id == $0.id ? draft! : $0 }" }
        """

    /// A call result the success puts in place by id is a copy of the row id parameters name with every
    /// other field changed,
    /// as an `onResult` result is; a result stored whole keeps a sample of its own.
    func test_aCallResultMatchedByID_isAChangedCopyOfTheLastRow() throws {
        let tests = try PlannedTests.of(notes)
        let rename = try XCTUnwrap(tests.first { $0.name.hasPrefix("test_rename_") && $0.kind == "success" })
        XCTAssertTrue(try line("make(", in: rename).contains(#"notes: [.fixture(), .fixture(id: "id-1")]"#))
        XCTAssertEqual(try line("let noteID", in: rename), #"let noteID: String = "id-1""#)
        let result = try line("let result", in: rename)
        XCTAssertTrue(result.hasPrefix(#"let result: Note = .fixture(id: "id-1", title: "title-"#), result)
        // Every field changed: code that keeps one of the row's own (`isDone: $0.isDone`) fails.
        XCTAssertTrue(result.hasSuffix(", isDone: true)"), result)
        let fetch = try XCTUnwrap(tests.first { $0.name.hasPrefix("test_fetchLatest_") && $0.kind == "success" })
        let latest = try line("let result", in: fetch)
        XCTAssertTrue(latest.hasPrefix(#"let result: Note = .fixture(id: "id-"#), latest)
        XCTAssertFalse(latest.contains(#""id-1""#) || latest.contains("title"), latest)
    }

    /// State compared with a row's id names the row id parameters name (the list's last), and state matched
    /// by its own `id` is a changed copy of it: removing or replacing that row shows. A parameter stored in
    /// such state whole keeps a sample of its own, so that storing it changes the property. Other state the
    /// same expression reads keeps its own sample.
    func test_stateComparedWithARowsID_namesTheLastRow() throws {
        let tests = try PlannedTests.of(notes)
        let delete = try XCTUnwrap(tests.first { $0.name.hasPrefix("test_delete_") && $0.kind == "success" })
        let make = try line("make(", in: delete)
        XCTAssertTrue(make.contains(#"noteToDelete: "id-1""#), make)
        XCTAssertTrue(make.contains(#"draft: .fixture(id: "id-1", title: "title-"#), make)
        XCTAssertTrue(make.contains(#"query: "query-"#), make)
        let choose = try XCTUnwrap(tests.first { $0.name.hasPrefix("test_choose_") })
        XCTAssertTrue(try line("let noteID", in: choose).hasPrefix(#"let noteID: String = "noteID-"#))
    }

    /// A fresh-eyes review's spec: the id state's sample was the first row's, the fixture's default `""`,
    /// where `skipIf: selectedKey.isEmpty` held in every test (they failed on correct code).
    func test_anIDStateGuardedByIsEmpty_startsWhereItsGuardLetsItRun() throws {
        let yaml = """
            screenspec: 1
            module: T
            models:
              Tag: { fields: { id: String, name: String } }
            screens:
              TagList:
                state:
                  tags: { type: "[Tag]", default: "[]" }
                  selectedKey: { type: String, default: '""' }
                actions:
                  removeSelected:
                    skipIf: selectedKey.isEmpty
                    set: { tags: "tags.filter { $0.id != selectedKey }" }
                  clear:
                    set: { selectedKey: '""' }
            """
        let tests = try PlannedTests.of(yaml)
        let remove = try XCTUnwrap(tests.first { $0.name == "test_removeSelected_set_appliesAssignments" })
        XCTAssertTrue(try line("make(", in: remove).contains(#"selectedKey: "id-1""#))
        let clear = try XCTUnwrap(tests.first { $0.name == "test_clear_set_appliesAssignments" })
        XCTAssertTrue(try line("make(", in: clear).contains(#"selectedKey: "id-1""#))
    }
}
