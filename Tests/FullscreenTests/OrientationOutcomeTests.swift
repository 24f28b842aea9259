import Fullscreen
import Runtime
import Testing
import ViewHierarchy

@MainActor
@Suite struct OrientationOutcomeTests {
  private nonisolated static let everyOutcome: [OrientationOutcome] = [
    .applied(isLandscape: true), .alreadyInRequestedOrientation(isLandscape: false), .notRequested,
    .unavailableBeforeIOS16, .noWindowScene, .rejectedBySystem(reason: "UISceneErrorDomain 101"),
  ]

  @Test(arguments: everyOutcome)
  func onlyAppliedRotatesAndOnlyGrantsKnowTheOrientation(outcome: OrientationOutcome) {
    #expect(outcome.didRotate == (outcome == .applied(isLandscape: true)))
    switch outcome {
    case .applied, .alreadyInRequestedOrientation:
      #expect(outcome.isLandscape != nil)
    case .notRequested, .unavailableBeforeIOS16, .noWindowScene, .rejectedBySystem:
      #expect(outcome.isLandscape == nil)
    }
  }

  @Test func everyRefusalExplainsWhatToDoInstead() {
    #expect(
      OrientationOutcome.applied(isLandscape: true).explanation.contains("rotated the interface to landscape")
    )
    #expect(
      OrientationOutcome.alreadyInRequestedOrientation(isLandscape: false).explanation.contains(
        "already was in portrait"))
    #expect(OrientationOutcome.notRequested.explanation.contains("setFullscreenAutoRotate(enabled: true)"))
    #expect(OrientationOutcome.unavailableBeforeIOS16.explanation.contains("supportedInterfaceOrientations"))
    #expect(
      OrientationOutcome.noWindowScene.explanation.contains("after the view has been added to a window"))
    let rejected = OrientationOutcome.rejectedBySystem(reason: "UISceneErrorDomain 101")
    #expect(rejected.explanation.contains("UISceneErrorDomain 101"))
    #expect(rejected.explanation.contains("supportedInterfaceOrientations"))
    #expect(Set(Self.everyOutcome.map(\.explanation)).count == Self.everyOutcome.count)
  }
}
