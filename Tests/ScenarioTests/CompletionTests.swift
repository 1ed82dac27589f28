import Testing

@testable import Scenario

/// What the `:` palette offers for a partial line.
struct CompletionTests {
    let apps = ["Notes", "Mail", "Maps", "Music", "Weather", "Voice Memos"]

    func words(_ partial: String) -> [String] {
        CommandLanguage.completions(for: partial, appNames: apps).map(\.word)
    }

    @Test func anEmptyLineOffersEveryCommandOnceInTableOrder() {
        #expect(words("") == CommandLanguage.keywords)
        #expect(CommandLanguage.keywords.count == Set(CommandLanguage.keywords).count)
        #expect(Set(CommandLanguage.keywords) == Set(CommandLanguage.forms.map(\.keyword)))
    }

    @Test func aCommandPrefixOffersTheCommandsThatStartWithIt() {
        #expect(words("l") == ["launch", "lock", "lowpower", "live-activities"])
        #expect(words("LO") == ["lock", "lowpower"])
        #expect(
            CommandLanguage.completions(for: "la", appNames: apps)
                == [Completion(word: "launch", line: "launch ")])
        #expect(
            CommandLanguage.completions(for: "ho", appNames: apps)
                == [Completion(word: "home", line: "home")])
    }

    @Test func anAppSlotOffersTheAppNamesThatStartWithTheWord() {
        #expect(words("launch ") == apps)
        #expect(words("launch m") == ["Mail", "Maps", "Music"])
        #expect(
            CommandLanguage.completions(for: "kill  ma", appNames: apps)
                == [Completion(word: "Mail", line: "kill  Mail"), Completion(word: "Maps", line: "kill  Maps")])
    }

    @Test func anAppNameWithASpaceIsCompletedInQuotes() {
        #expect(
            CommandLanguage.completions(for: "launch v", appNames: apps)
                == [Completion(word: "Voice Memos", line: "launch \"Voice Memos\"")])
        #expect(
            CommandLanguage.completions(for: "launch \"Voice M", appNames: apps)
                == [Completion(word: "Voice Memos", line: "launch \"Voice Memos\"")])
    }

    @Test func subcommandWordsAreOfferedAfterTheirCommand() {
        #expect(words("profile ") == ["ios6", "ios7", "ios13", "ios26"])
        #expect(words("network c") == ["cellular"])
        #expect(words("memory ") == ["warning", "pressure"])
        #expect(words("expect Mail ") == ["notRunning", "inactive", "active", "background", "suspended", "can", "cannot", "had"])
        #expect(
            words("expect Mail can ") == [
                "fetch", "push", "voip", "location", "transfer", "newsstand", "run", "widget-reload", "activity-start",
                "activity-update",
            ])
        #expect(words("expect Mail cannot fetch w") == ["wifi-only"])
        #expect(words("expect Mail s") == ["suspended"])
        #expect(words("lowpower o") == ["on", "off"])
    }

    @Test func aCommandWithTwoFormsOffersTheWordsOfBoth() {
        #expect(words("bar ") == ["off", "wifi", "on"] + apps)
        #expect(words("bar w") == ["wifi", "Weather"])
        #expect(words("bar Weather ") == ["on", "off"])
        #expect(
            CommandLanguage.completions(for: "bar Weather of", appNames: apps)
                == [Completion(word: "off", line: "bar Weather off")])
    }

    @Test func anOptionalWordIsOfferedAfterTheApp() {
        #expect(
            CommandLanguage.completions(for: "push Mail ", appNames: apps) == [
                Completion(word: "mutable", line: "push Mail mutable"),
                Completion(word: "priority", line: "push Mail priority "),
                Completion(word: "silent", line: "push Mail silent"),
                Completion(word: "voip", line: "push Mail voip"),
                Completion(word: "activity", line: "push Mail activity "),
            ])
    }

    @Test func aNumberWhereADurationGoesIsOfferedItsUnits() {
        #expect(words("wait 5") == ["5s", "5m", "5h", "5ms"])
        #expect(words("wait 1h3") == ["1h3s", "1h3m", "1h3ms"])
        #expect(CommandLanguage.completions(for: "wait 90", appNames: apps).first == Completion(word: "90s", line: "wait 90s"))
        #expect(words("wait 5s").isEmpty)
    }

    @Test func theFormsOfTheCommandBeingTypedAreThereForItsOneLineHelp() {
        #expect(CommandLanguage.forms(for: "").isEmpty)
        #expect(CommandLanguage.forms(for: "la").map(\.usage) == ["launch APP"])
        #expect(CommandLanguage.forms(for: "l").isEmpty)
        #expect(CommandLanguage.forms(for: "bar Mail o").map(\.usage) == ["bar off|wifi|on", "bar APP on|off"])
        #expect(CommandLanguage.forms(for: "lock").map(\.usage) == ["lock"])
    }

    @Test func waitOffersUntilThenAppsThenEventsThenReasonsOrWithin() {
        #expect(words("wait ") == ["until"])
        #expect(words("wait until Ma") == ["Mail", "Maps"])
        #expect(words("wait until Leaky Term") == ["Terminated"])
        #expect(words("wait until Leaky Terminated wat") == ["watchdog"])
        #expect(words("wait until Leaky Terminated wi") == ["wifi-only", "within"])
        #expect(Set(words("expect Leaky had n")) == ["no", "NavigationEnded", "NotificationShown"])
        #expect(words("speed 0") == ["0.25", "0.5"])
        #expect(words("reset ") == ["ios6", "ios7", "ios13", "ios26"])
    }

    @Test func nothingIsOfferedWhereNothingFits() {
        #expect(words("say ").isEmpty)
        #expect(words("home ").isEmpty)
        #expect(words("launch Mail ").isEmpty)
        #expect(words("lanuch ").isEmpty)
        #expect(words("profile ios9 ").isEmpty)
        #expect(words("launch Mail # a comment").isEmpty)
        #expect(words("launch x\"y").isEmpty)
    }

    @Test func aCompletionWithNoSpaceAfterItIsACompleteCommand() throws {
        var complete = 0
        for partial in ["", "l", "launch ", "bar ", "bar Weather ", "push Mail ", "expect Mail ", "memory "] {
            for completion in CommandLanguage.completions(for: partial, appNames: apps)
            where !completion.line.hasSuffix(" ") {
                #expect(try CommandLanguage.parseInstruction(completion.line) != nil, "\(completion.line)")
                complete += 1
            }
        }
        #expect(complete > 20)
    }
}
