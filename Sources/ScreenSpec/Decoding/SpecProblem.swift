import Diagnostics

/// Everything the decoder and validator can find wrong with a spec, as data.
/// The wording of every message lives here, in one place.
enum SpecProblem: Sendable, Hashable {
    case emptySpec
    case unreadableFile(path: String, reason: String)
    case unknownKey(String, allowed: [String], in: String)
    case missingKey(String, in: String)
    case nonScalarKey
    case wrongKind(expected: String, found: String)
    case notAFlag(String)
    case unknownChoice(String, key: String, allowed: [String])
    case newerVersion(Int)
    case notAVersion(String)
    case invalidIdentifier(String)
    case hiddenCharacter(String, Unicode.Scalar)
    case invalidType(String, reason: String)
    case hiddenCharacterInFileName(Unicode.Scalar)
    /// A type that passes the grammar but cannot go where it is written (`TypeRole`).
    case typeNotEquatable(String, role: TypeRole, why: String, part: SwiftTypeShape)
    case typeWithoutSample(String, role: TypeRole, part: SwiftTypeShape)
    case resultNotSendable(String, part: SwiftTypeShape)
    case incompleteType(String, part: SwiftTypeShape)
    case resultFailureNotError(String, failure: SwiftTypeShape)
    case typeListNotOne
    case notAMemberPath(String)
    case unknownReference(kind: String, name: String, candidates: [String], owner: String?)
    case duplicateName(String, declaredAs: String)
    /// A member the generated code declares for `generatedFor` (`the timer of 'tick'`) has a name already taken.
    case generatedNameTaken(String, generatedFor: String, declaredAs: String)
    /// The note at the first of two names when the generated code declares it (`generatedNameTaken`).
    case generatedHere(String, generatedFor: String)
    case firstDeclaredHere(String)
    case keywordStateProperty(String)
    case stateWithoutStart(name: String, type: String, store: String?)
    case shadowsStandardType(name: String, kind: String)
    case hidesNameGeneratedCodeUses(name: String, kind: String, source: String)
    case fieldNamedSelf(model: String)
    case modelNeedsFieldsOrCases(String)
    case modelHasFieldsAndCases(String)
    case missingArgument(call: String, param: String)
    case missingActionArgument(action: String, param: String)
    case missingPhaseValue(phase: String, value: String)
    case busyNotBool(name: String, type: String)
    case needsCall(key: String)
    case callAndSet
    case concurrencyNeedsAsyncCall(call: String)
    case reservedCallsName(String)
    case derivedNotBindable(String)
    case changeValueParam(property: String, type: String)
    case badInterval(String)
    case zeroInterval
    case timerConditionNotBool(name: String, type: String)
    case timerParams
    case scenePhaseParams
    case providerOutsideAction(String)
    case providerMemberClash(String)
    case systemProvider(written: String, placeholder: String)
    case notAssignable(name: String, what: String)
    case phaseNeedsValues(String)
    case reservedPhaseName
    case reservedPresentedName
    case alertNeedsOptional(alert: String, property: String, type: String)
    case presentedActionParams(action: String, by: String)
    case confirmNeedsUserTrigger(trigger: String)
    case answerWithoutConfirmation(action: String)
    case dependencyNotListed(dependency: String, screen: String)
    case stubOutcome
    case actionKindAsEffect(String)
    case stubThrowsButMethodCannot(dependency: String, method: String)
    case checkOutcome
    case duplicateScenario(String)
    case scenarioNeedsWhen
    case scenarioWhenAndSteps
    case scenarioThenOutsideSteps
    case scenarioAnswerOutsideSteps
    case scenarioWithoutSteps
    case onResultNeedsNavigate
    case conflictingActionKinds(String, String)
    case missingDestinationInput(screen: String, input: String)
    case noResultType(screen: String, key: String)
    case dismissResultType(name: String, type: String, screen: String, expected: String)
    case reservedNavigationMember(name: String, use: String)
    case unusedDependency(String)
    case unusedModel(String)
    case actionWithoutEffect(String)
    case dependencyNeverCalled(dependency: String, screen: String)
    case guardNeedsScenario(action: String, guard: String)
    case caseNeedsScenario(action: String, condition: String)
    case busyGuardUnderConcurrency(flag: String, policy: String)
    case keywordNameUnescaped(name: String)
    case callPlaceholderWithoutCall(String, action: String)
    case page(PageProblem)
    // Multi-step actions (`steps:`).
    case noSteps
    case lastStepNamed(String)
    case stepResultNotYet(name: String, step: Int, readAt: Int)
    case stepResultTaken(name: String, kind: String)
    case stepResultVoid(name: String, call: String)
    // Effects written as a list of cases.
    case noCases
    case caseNeedsIf
    case caseNeedsThen
    case elseWithCondition
    case elseNotLast
    /// `optimistic:` misuse; the wording is in SpecProblem+Optimistic.swift.
    case optimistic(OptimisticProblem)
    case sharedNameClash(name: String, kind: String, store: String, screen: String)
    case sharedInTwoStores(name: String, first: String, second: String)
    case sharedPropertyUse(name: String, store: String, use: String)
    case sharedStoreNotPassedOn(screen: String, destination: String, store: String)

    var severity: Diagnostic.Severity {
        switch self {
        case .unusedDependency, .unusedModel, .actionWithoutEffect, .dependencyNeverCalled, .guardNeedsScenario,
            .caseNeedsScenario, .systemProvider, .keywordNameUnescaped:
            return .warning
        case .firstDeclaredHere, .generatedHere: return .note
        default: return .error
        }
    }

    var message: String {
        switch self {
        case .emptySpec: return "the spec is empty"
        case .callPlaceholderWithoutCall(let name, let action):
            return "'\(name)' is what a call returned or threw, but action '\(action)' has no 'call'"
        case .unreadableFile(let path, let reason): return "cannot read '\(path)': \(reason)"
        case .unknownKey(let key, let allowed, let noun):
            let clause = SpecSynonyms.clause(for: key, among: allowed)
            return clause.isEmpty ? "unknown key '\(key)' in \(noun)" : "unknown key '\(key)'\(clause)"
        case .missingKey(let key, let noun): return "missing key '\(key)' in \(noun)"
        case .nonScalarKey: return "a key must be a plain name, not a sequence or mapping"
        case .wrongKind(let expected, let found): return "expected \(expected), found \(found)"
        case .notAFlag(let text): return "expected true or false, found '\(text)'"
        case .unknownChoice(let text, let key, let allowed):
            return "unknown \(key) '\(text)'" + SpecSynonyms.clause(for: text, among: allowed)
        case .newerVersion(let version):
            return "screenspec version \(version) is newer than this tool supports (\(Self.supported))"
        case .notAVersion(let text):
            return "'\(text)' is not a screenspec version; this tool supports \(Self.supported)"
        case .invalidIdentifier(let name): return "'\(SwiftIdentifier.visible(name))' is not a valid Swift identifier"
        case .hiddenCharacter(let name, let scalar):
            return
                "'\(SwiftIdentifier.visible(name))' contains \(SwiftIdentifier.describe(scalar)), an invisible or text-direction "
                + "character, so it could look like another name"
        case .invalidType(let text, let reason):
            return "'\(SwiftIdentifier.visible(text))' is not a Swift type: \(reason)"
        case .typeNotEquatable(let text, let role, let why, let part):
            return "'\(SwiftIdentifier.visible(text))' cannot be the type of \(role.name): \(why), and "
                + Self.notEquatable(part)
        case .incompleteType(let text, let part):
            guard case .named(let name, _) = part, !KnownTypes.traits(of: name).contains(.isModule) else {
                return "'\(SwiftIdentifier.visible(text))' is not a type: '\(Self.text(of: part))' is a module"
            }
            return "'\(SwiftIdentifier.visible(text))' is not a type: '\(Self.text(of: part))' takes generic "
                + "arguments, and none are written"
        case .resultFailureNotError(let text, let failure):
            return "'\(SwiftIdentifier.visible(text))' is not a type: the failure type of a Result must be an Error, "
                + "and '\(Self.text(of: failure))' is not one"
        case .typeWithoutSample(let text, let role, let part):
            return "'\(SwiftIdentifier.visible(text))' cannot be the type of \(role.name): generated tests, mocks and "
                + "previews need a sample value of it, and " + Self.withoutSample(part)
        case .resultNotSendable(let text, let part):
            let what: String
            if case .existential(let name) = part {
                what = "'\(SwiftIdentifier.visible(name))'"
            } else {
                what = "a function type"
            }
            return "'\(SwiftIdentifier.visible(text))' cannot be the type of a dependency method's result: \(what) "
                + "is not Sendable, so it cannot come back to the main actor, where Xcode 26 app targets run "
                + "the screen's code"
        case .hiddenCharacterInFileName(let scalar):
            return "the spec's file name contains \(SwiftIdentifier.describe(scalar)), which generated file names and "
                + "headers cannot show"
        case .typeListNotOne: return "a type written as a sequence must hold exactly one element type"
        case .notAMemberPath(let text): return "expected 'Dependency.method', found '\(text)'"
        case .unknownReference(let kind, let name, let candidates, let owner):
            let of = owner.map { " of \($0)" } ?? ""
            return "unknown \(kind) '\(name)'\(of)" + DidYouMean.clause(for: name, among: candidates)
        case .duplicateName(let name, let declaredAs): return "'\(name)' is already declared as \(declaredAs)"
        case .generatedNameTaken(let name, let generatedFor, let declaredAs):
            return
                "the generated code declares '\(name)' for \(generatedFor), but it is already declared as \(declaredAs)"
        case .firstDeclaredHere(let name): return "'\(name)' was first declared here"
        case .generatedHere(let name, let generatedFor):
            return "the generated code declares '\(name)' here for \(generatedFor)"
        case .keywordStateProperty(let name):
            return "state property '\(name)' is a Swift keyword, which the mvvm style cannot store"
        case .stateWithoutStart(let name, let type, let store):
            let owner = store.map { "shared store '\($0)'" } ?? "the screen"
            return "state property '\(name)' has no default and its type '\(SwiftIdentifier.visible(type))' is not "
                + "optional: \(owner) has no value to start from"
        case .hidesNameGeneratedCodeUses(let name, let kind, let source):
            return "\(kind) '\(name)' would hide '\(name)' from \(source), which the generated code uses"
        case .shadowsStandardType(let name, let kind):
            return "\(kind) '\(name)' would hide the Swift or Foundation type of the same name in the generated module"
        case .fieldNamedSelf(let model):
            return "model '\(model)' cannot have a field named 'self': its initializer could not set it"
        case .modelNeedsFieldsOrCases(let name): return "model '\(name)' needs 'fields' or 'cases'"
        case .modelHasFieldsAndCases(let name): return "model '\(name)' has both 'fields' and 'cases'"
        case .missingArgument(let call, let param): return "call to '\(call)' does not give its parameter '\(param)'"
        case .missingActionArgument(let action, let param):
            return "action '\(action)' needs an argument for its param '\(param)'"
        case .missingPhaseValue(let phase, let value): return "entering phase '\(phase)' needs a value for '\(value)'"
        case .busyNotBool(let name, let type): return "busy flag '\(name)' must be a Bool, but it is '\(type)'"
        case .needsCall(let key): return "'\(key)' only applies to an action with a 'call'"
        case .callAndSet: return "an action cannot have both 'call' and 'set'"
        case .concurrencyNeedsAsyncCall(let call):
            return "'concurrency' applies to a call that runs for a while, but '\(call)' is not async"
        case .reservedCallsName(let name):
            return "'\(name)' is reserved for the screen's running calls when an action has 'concurrency'"
        case .changeValueParam(let property, let type):
            return
                "an action triggered by a change of '\(property)' receives its new value: give it one param of type '\(type)', or none"
        case .badInterval(let text):
            return "'\(text)' is not an interval: write seconds or milliseconds, like '1s' or '250ms'"
        case .zeroInterval: return "a timer's interval must be longer than zero"
        case .timerConditionNotBool(let name, let type):
            return "a timer's 'while' must be a Bool state property, but '\(name)' is '\(type)'"
        case .providerOutsideAction(let name):
            return
                "'$\(name)' reads the screen's provider, which only actions have: use it in 'set', 'success', 'failure' or 'with'"
        case .systemProvider(let written, let placeholder):
            return
                "'\(written)' in an action is a value its tests cannot know; '\(placeholder)' reads the screen's provider, which tests replace"
        case .providerMemberClash(let name):
            return
                "'\(name)' is the name of a member the generated code gives this screen for its \(name == "clock" ? "timers and debounced changes" : "'$" + name + "'")"
        case .scenePhaseParams:
            return "an action started by a scene phase takes no params: nothing could pass them"
        case .timerParams: return "an action performed by a timer takes no params: nothing could pass them"
        case .derivedNotBindable(let name):
            return "'\(name)' is a derived value and cannot be bindable: a view can only edit state"
        case .notAssignable(let name, let what): return "'\(name)' is \(what) and cannot be assigned"
        case .phaseNeedsValues(let phase): return "expected a mapping of the values of phase '\(phase)'"
        case .reservedPhaseName: return "'phase' is reserved for the phase of a screen with phases"
        case .reservedPresentedName:
            return "'presented' is reserved for what a screen with alerts or confirmations presents"
        case .alertNeedsOptional(let alert, let property, let type):
            return
                "alert '\(alert)' is presented while '\(property)' is not nil, but '\(property)' is '\(type)', which is never nil"
        case .presentedActionParams(let action, let by):
            return "action '\(action)' has params, which \(by) has no values for"
        case .actionKindAsEffect(let kind):
            return "'\(kind)' is what an action does, not an effect: 'success' and 'failure' set state and enter phases"
        case .stubThrowsButMethodCannot(let dependency, let method):
            return "a stub makes '\(dependency).\(method)' throw, but the method does not throw"
        case .answerWithoutConfirmation(let action):
            return "'answer' only applies to an action with 'confirm', and '\(action)' has none"
        case .confirmNeedsUserTrigger(let trigger):
            return "a confirmation gates an action the user starts, but this one is triggered by '\(trigger)'"
        case .dependencyNotListed(let dependency, let screen):
            return "screen '\(screen)' uses '\(dependency)' but does not list it in 'dependencies'"
        case .stubOutcome: return "a stub needs exactly one of 'throws: true' and 'returns'"
        case .checkOutcome: return "a check needs exactly one of 'notNil: true' and 'isNil: true'"
        case .duplicateScenario(let name): return "duplicate scenario name '\(name)'"
        case .scenarioNeedsWhen: return "a scenario needs 'when' (one action) or 'steps'"
        case .scenarioWhenAndSteps: return "a scenario has either 'when' or 'steps', not both"
        case .scenarioThenOutsideSteps: return "a scenario with 'steps' checks in its steps: move 'then' into a step"
        case .scenarioAnswerOutsideSteps:
            return "a scenario with 'steps' answers in its steps: move 'answer' into the step whose action asks"
        case .scenarioWithoutSteps: return "a scenario's 'steps' needs at least one step"
        case .onResultNeedsNavigate: return "'onResult' only applies to an action with 'navigate'"
        case .conflictingActionKinds(let first, let second):
            return "an action cannot have both '\(first)' and '\(second)'"
        case .missingDestinationInput(let screen, let input):
            return "navigating to '\(screen)' does not give its input '\(input)'"
        case .noResultType(let screen, let key):
            return "'\(key)' needs a result, but screen '\(screen)' declares no 'result' type"
        case .dismissResultType(let name, let type, let screen, let expected):
            return "dismissing with '\(name)' of type '\(type)', but screen '\(screen)' hands back '\(expected)'"
        case .reservedNavigationMember(let name, let use):
            return "'\(name)' is reserved for \(use)"
        case .unusedDependency(let name): return "dependency '\(name)' is not used by any screen"
        case .unusedModel(let name): return "model '\(name)' is not used"
        case .actionWithoutEffect(let name): return "action '\(name)' has no effect (no 'call' and no 'set')"
        case .dependencyNeverCalled(let dependency, let screen):
            return "screen '\(screen)' lists dependency '\(dependency)' but never calls it"
        case .keywordNameUnescaped(let name):
            return "'\(name)' is a Swift keyword: this expression reads it as the keyword, not as the name '\(name)'"
        case .busyGuardUnderConcurrency(let flag, let policy):
            let step = policy == "queue" ? "queue it" : policy == "restart" ? "restart" : "run it"
            return "'skipIf' reads '\(flag)', which holds while a call of this action runs: a second call is turned "
                + "away before 'concurrency: \(policy)' can \(step)"
        case .guardNeedsScenario(let action, let guardSource):
            return "the generated tests cannot find a state where the skipIf of '\(action)' holds and one where it "
                + "does not ('\(SwiftIdentifier.visible(guardSource))'); add a scenario that performs '\(action)'"
        case .caseNeedsScenario(let action, let condition):
            return "the generated tests cannot find a state where the case '\(SwiftIdentifier.visible(condition))' of "
                + "'\(action)' holds, so no test runs its effects; add a scenario that performs '\(action)'"
        case .page(let problem): return problem.message
        case .noSteps: return "'steps' needs at least one step"
        case .lastStepNamed(let name):
            return "'as: \(name)' names the result of the last step, which is '$result' in the action's 'success'"
        case .stepResultNotYet(let name, let step, let readAt):
            return readAt == 0
                ? "'$\(name)' is the result of step \(step), which has not run yet when the action fails here"
                : "'$\(name)' is the result of step \(step), which has not run yet at step \(readAt)"
        case .stepResultTaken(let name, let kind):
            return "step result '\(name)' has the name of \(kind): the action's code would not tell them apart"
        case .stepResultVoid(let name, let call): return "'as: \(name)' names a result, but '\(call)' returns nothing"
        case .noCases: return "a list of effects needs at least one case"
        case .caseNeedsIf: return "a case of effects needs 'if' (a condition) and 'then', or is the last case, 'else'"
        case .caseNeedsThen: return "a case of effects with 'if' needs 'then': the effects applied when it holds"
        case .elseWithCondition: return "'else' is the case without a condition: it cannot have 'if' or 'then'"
        case .elseNotLast: return "'else' must be the last case: the cases after it would never apply"
        case .optimistic(let problem): return problem.message
        case .sharedNameClash(let name, let kind, let store, let screen):
            return "\(kind) '\(name)' of screen '\(screen)' has the name of a property of shared store '\(store)', "
                + "which the screen uses"
        case .sharedInTwoStores(let name, let first, let second):
            return "'\(name)' is a property of both shared stores '\(first)' and '\(second)'"
        case .sharedPropertyUse(let name, let store, let use):
            return "'\(name)' belongs to shared store '\(store)' and cannot be \(use)"
        case .sharedStoreNotPassedOn(let screen, let destination, let store):
            return "screen '\(screen)' opens '\(destination)', which uses shared store '\(store)', but does not use it"
        }
    }

    /// A part of a type as a message shows it: as written where the shape keeps the text.
    private static func text(of part: SwiftTypeShape) -> String {
        switch part {
        case .named(let text, _), .existential(let text), .metatype(let text): return SwiftIdentifier.visible(text)
        case .optional: return "an optional"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        case .tuple: return "a tuple"
        case .function: return "a function type"
        }
    }

    /// The end of a `typeNotEquatable` message: what keeps the part from being `Equatable`.
    private static func notEquatable(_ part: SwiftTypeShape) -> String {
        switch part {
        case .tuple: return "a tuple is not Equatable"
        case .function: return "a function type is not Equatable"
        case .existential(let text):
            return "'\(SwiftIdentifier.visible(text))' is a protocol type (an existential), which is not Equatable"
        case .metatype(let text): return "'\(SwiftIdentifier.visible(text))' is a metatype, which is not Equatable"
        case .named(let text, _) where part.isNamedNotCodable:
            return "'\(SwiftIdentifier.visible(text))' is not Codable"
        case .named(let text, _): return "'\(SwiftIdentifier.visible(text))' is not Equatable"
        case .optional, .array, .dictionary: return "it is not Equatable"
        }
    }

    /// The value a property of this type most often starts from, for a hint; nil where there is no obvious one.
    private static func startingValue(of shape: SwiftTypeShape) -> String? {
        switch shape {
        case .array, .named("Set", _): return "[]"
        case .dictionary: return "[:]"
        case .named(_, let arguments) where !arguments.isEmpty:
            let base = shape.genericBase
            if base == "Dictionary" { return "[:]" }
            return base.map { ["Array", "ContiguousArray", "Set"].contains($0) } == true ? "[]" : nil
        case .named("Bool", _): return "false"
        case .named("String", _): return "\"\""
        case .named(let name, _) where ["Int", "Double", "Float", "Decimal", "CGFloat", "UInt"].contains(name):
            return "0"
        default: return nil
        }
    }

    /// The end of a `typeWithoutSample` message: why no value of the part can be made up.
    private static func withoutSample(_ part: SwiftTypeShape) -> String {
        switch part {
        case .existential(let text):
            return "no value of the protocol type '\(SwiftIdentifier.visible(text))' can be made up"
        case .metatype(let text): return "no value of the metatype '\(SwiftIdentifier.visible(text))' can be made up"
        case .named(let text, _):
            return "'\(SwiftIdentifier.visible(text))' has no sample value (no 'init()' and no built-in one)"
        default: return "no value of it can be made up"
        }
    }

    var hint: String? {
        switch self {
        case .unknownKey(_, let allowed, _): return "allowed keys here: " + allowed.joined(separator: ", ")
        case .unknownChoice(_, let key, let allowed) where key == "trigger":
            return "a trigger is " + allowed.joined(separator: ", ")
                + ", { change: property }, { every: 1s, while: property } or { scenePhase: background }; an action "
                + "without one is a button, or is called from your own controls (a row's swipe to delete)"
        case .unknownChoice(_, _, let allowed): return "one of: " + allowed.joined(separator: ", ")
        case .invalidIdentifier(let name) where name.contains("/") || name.contains("."):
            return "names become Swift identifiers (and file names): letters, digits and '_' only, no paths"
        case .invalidIdentifier:
            return "a Swift identifier starts with a letter or '_' and continues with letters, digits or '_'"
        case .hiddenCharacter, .hiddenCharacterInFileName:
            return "retype it without the invisible character (editors often show it as nothing at all)"
        case .typeNotEquatable(_, let role, _, let part):
            switch (part, role) {
            case (.function, .input):
                return "to hand a value back, give the opened screen a 'result:' and 'dismiss: { result: … }', and "
                    + "read it in the opening action's 'onResult'"
            case (.function, .dependencyParameter):
                return "pass the data the method needs; a function type can be an action parameter"
            case (.function, _): return "a function type can be an action parameter, not a value the screen keeps"
            case (.tuple, _): return "declare a model with these fields instead: a model is Equatable"
            case (.existential, _) where part.isErrorExistential:
                return "keep the error's message ('$message', a String), or declare an enum model of the failures"
            case (.existential, _): return "declare a model (an enum of the cases it can be, or a struct) instead"
            case (.named, _) where part.isNamedNotCodable: return "use String instead: a model is Codable"
            default: return "declare a model holding what the screen needs from it"
            }
        case .incompleteType(_, let part):
            if case .named(let name, _) = part, KnownTypes.traits(of: name).contains(.isModule) {
                return "write the type after the module ('\(name).Date'), or the type alone"
            }
            return "write what it holds: '[Item]', 'Set<Item>', '[String: Item]', 'Item?'"
        case .resultFailureNotError:
            return "write 'any Error' as the failure type; or let the dependency method throw, and read the "
                + "failure as '$error' or '$message'"
        case .typeWithoutSample(let text, _, let part):
            if case .existential(let name) = part, part == SwiftTypeShape(text) {
                return "make it optional, '(\(name))?', whose sample is nil, or declare a model"
            }
            return "keep what the screen needs in a standard type or a model instead (a request's URL as "
                + "a URL, a result's success value: a dependency method throws its errors)"
        case .resultNotSendable(_, .existential):
            return "return a model with the values the screen needs"
        case .resultNotSendable:
            return "return a model, and keep the function in the screen's action"
        case .invalidType:
            return "a type is names, generic arguments, optionals, arrays, dictionaries, tuples or functions, "
                + "e.g. '[String: Item]?'"
        case .unknownReference(let kind, _, _, _) where kind == "type":
            return "declare it under 'models', or use a Swift standard or Foundation type"
        case .missingArgument(_, let param):
            return "add an action param or screen input named '\(param)', or write `with: { \(param): <expression> }`"
        case .callAndSet: return "put assignments that follow the call in 'success'"
        case .keywordNameUnescaped(let name): return "write it in backticks: `\(name)`"
        case .busyGuardUnderConcurrency(let flag, _):
            return "drop '\(flag)' from 'skipIf' (the policy says what a second call does), "
                + "or write 'concurrency: ignore'"
        case .caseNeedsScenario:
            return "tests read a condition made of !, &&, || over a Bool, '.isEmpty', '== nil' or an Int compared with "
                + "a number, of state or of $result; write a scenario whose given and stubs reach the case"
        case .guardNeedsScenario:
            return "tests read a guard made of !, &&, || over a Bool, '.isEmpty', '== nil' or an Int compared with a "
                + "number, and derived values made of those; write a scenario whose given makes the guard hold"
        case .scenarioWhenAndSteps, .scenarioNeedsWhen:
            return "one action: `when: load`; several: `steps: [{ when: load, then: { ... } }, { when: reload }]`"
        case .missingDestinationInput(_, let input):
            return
                "add an action param, screen input or state named '\(input)', or write `with: { \(input): <expression> }`"
        case .noResultType(let screen, _): return "declare `result: <Type>` on screen '\(screen)'"
        case .stepResultNotYet: return "a step reads the results of the steps before it"
        case .lastStepNamed: return "drop 'as' from the last step and read '$result' in 'success'"
        case .stepResultTaken: return "choose another name for the step's result"
        case .conflictingActionKinds:
            return "an action calls, assigns, navigates or dismisses: split it into two actions"
        case .concurrencyNeedsAsyncCall: return "remove 'concurrency', or declare the method `async: true`"
        case .providerMemberClash: return "rename it"
        case .generatedNameTaken: return "rename one of the two declarations the names are made from"
        case .providerOutsideAction:
            return "store the value in state from an action (`set: { startedAt: $now }`) and read the state here"
        case .alertNeedsOptional(_, let property, let type):
            return "declare '\(property)' as '\(type)?' so that dismissing the alert can set it to nil"
        case .presentedActionParams:
            return "keep what it acts on in state first (an action with the params sets it; docs/spec-format.md, "
                + "'Alerts and confirmations'), or call it from your own controls"
        case .confirmNeedsUserTrigger: return "use 'trigger: tap' or 'trigger: submit', or drop 'confirm'"
        case .derivedNotBindable:
            return "bind the state it is computed from, or declare it under 'state' with `bindable: true`"
        case .shadowsStandardType, .hidesNameGeneratedCodeUses:
            return "choose another name, e.g. with your feature as a prefix"
        case .stateWithoutStart(_, let type, let store):
            let start = Self.startingValue(of: SwiftTypeShape(type)).map { "`default: '\($0)'`" } ?? "a `default:`"
            let optional = "make it optional ('\(SwiftIdentifier.visible(type))?') to start as nil"
            let why = store == nil ? "previews and navigation create the screen" : "the app creates the store"
            let input = store == nil ? ", or declare it under 'input' if the screen that opens this one decides it" : ""
            return "\(why) without it: give it \(start), \(optional)\(input)"
        case .stubThrowsButMethodCannot(let dependency, let method):
            return "stub a result for it instead, or let '\(dependency).\(method)' throw (drop `throws: false`)"
        case .actionKindAsEffect(let kind) where kind == "dismiss" || kind == "navigate":
            return "set a state property here (`saved: $result`), and \(kind) from an action triggered by its change: "
                + "`trigger: { change: saved }`, `skipIf: saved == nil`, `\(kind): …`"
        case .actionKindAsEffect:
            return
                "an action does one of call, set, navigate and dismiss; put assignments in 'success' as `name: value`"
        case .keywordStateProperty:
            return "the @Observable macro stores a property as `_<name>`, which is not valid for a keyword; rename it"
        case .notAVersion, .newerVersion: return "write `screenspec: 1`"
        case .page(let problem): return problem.hint
        case .optimistic(let problem): return problem.hint
        case .sharedNameClash, .sharedInTwoStores:
            return "a screen reads and sets the properties of the shared stores it uses by their names: rename one"
        case .sharedPropertyUse: return "keep it in the screen's own state"
        case .sharedStoreNotPassedOn(let screen, _, let store):
            return
                "add '\(store)' to the 'shared' of '\(screen)': a screen passes its stores on to the screens it opens"
        default: return nil
        }
    }

    private static var supported: String { SpecFormat.supportedVersions.map(String.init).joined(separator: ", ") }

}

/// Collects problems as diagnostics for one spec file; nothing stops at the first one.
struct ProblemCollector {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) { self.file = file }

    /// What has been reported, so a problem seen many times through YAML aliases is reported once.
    /// Not private: screens decoded as they are parsed share one (`StreamedScreens`).
    var reported: Set<Diagnostic> = []

    mutating func report(_ problem: SpecProblem, at mark: Mark?, notes: [(SpecProblem, Mark)] = []) {
        var diagnostic = Diagnostic(problem.severity, problem.message, file: file, at: mark, hint: problem.hint)
        diagnostic.notes = notes.map { Diagnostic($0.0.severity, $0.0.message, file: file, at: $0.1, hint: $0.0.hint) }
        if reported.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }

    mutating func append(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic.inFile(file)) }

    /// Reports what `other` (of the same file) reported, in its order, as if each had been reported here.
    mutating func absorb(_ other: ProblemCollector) {
        for diagnostic in other.diagnostics where reported.insert(diagnostic).inserted {
            diagnostics.append(diagnostic)
        }
    }

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
