import Foundation
import Runtime
import Testing
import ViewHierarchy

// The grammar, the standard spaces and the options follow Apple's Visual Format Language guide:
// https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/VisualFormatLanguage.html
// and NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:):
// https://developer.apple.com/documentation/uikit/nslayoutconstraint/1526944-constraints
@MainActor
struct VisualFormatTests {
  /// A control bar: a play button, a scrubber that takes the room left, a time label, aligned on
  /// their vertical centres, at the bottom of the root view.
  @Test func aControlBarLaidOutWithTheVisualFormatGetsTheExpectedFrames() throws {
    let fixture = LayoutFixture()
    let play = fixture.constrainedSubview()
    let scrubber = fixture.constrainedSubview()
    let time = fixture.constrainedSubview()
    let views = ["play": play, "scrubber": scrubber, "time": time]
    let metrics = ["side": 44, "inset": 16.0]

    fixture.root.addConstraints(
      try LayoutConstraint.constraintsChecked(
        withVisualFormat: "H:|-inset-[play(side)]-[scrubber(>=100)]-(12)-[time(==60@750)]-inset-|",
        options: .alignAllCenterY, metrics: metrics, views: views))
    fixture.root.addConstraints(
      try LayoutConstraint.constraintsChecked(
        withVisualFormat: "V:[play(side)]-(20)-|", metrics: metrics, views: views))
    fixture.root.addConstraints(
      try LayoutConstraint.constraintsChecked(
        withVisualFormat: "V:[scrubber(30)]", metrics: nil, views: views))
    fixture.root.addConstraints(
      try LayoutConstraint.constraintsChecked(withVisualFormat: "V:[time(==20)]", metrics: nil, views: views))
    fixture.window.layoutIfNeeded()

    let width = fixture.root.bounds.width
    let bottom = fixture.root.bounds.height - 20
    #expect(play.frame == CGRect(x: 16, y: bottom - 44, width: 44, height: 44))
    #expect(time.frame == CGRect(x: width - 16 - 60, y: bottom - 32, width: 60, height: 20))
    #expect(
      scrubber.frame == CGRect(x: 16 + 44 + 8, y: bottom - 37, width: width - 16 - 60 - 12 - 68, height: 30))
  }

  @Test func aDashNextToTheSuperviewIsTwentyPointsAndBetweenViewsEight() throws {
    let fixture = LayoutFixture()
    let first = fixture.constrainedSubview()
    let second = fixture.constrainedSubview()
    let constraints = try LayoutConstraint.constraintsChecked(
      withVisualFormat: "|-[first(50)]-[second(50)]", metrics: nil, views: ["first": first, "second": second])
    fixture.root.addConstraints(constraints)
    fixture.root.addConstraints(
      try LayoutConstraint.constraintsChecked(
        withVisualFormat: "V:|[first(10)][second(10)]", metrics: nil,
        views: ["first": first, "second": second]))
    fixture.window.layoutIfNeeded()

    #expect(first.frame == CGRect(x: 20, y: 0, width: 50, height: 10))
    #expect(second.frame == CGRect(x: 78, y: 10, width: 50, height: 10))
    #expect(constraints.allSatisfy { constraint in fixture.root.constraints.contains { $0 === constraint } })
  }

  @Test func rightToLeftPutsTheFirstViewAtTheRightEdge() throws {
    let fixture = LayoutFixture()
    let first = fixture.constrainedSubview()
    let second = fixture.constrainedSubview()
    let views = ["first": first, "second": second]
    fixture.root.addConstraints(
      try LayoutConstraint.constraintsChecked(
        withVisualFormat: "H:|-10-[first(40)]-5-[second(30)]",
        options: [.directionRightToLeft, .alignAllTop],
        metrics: nil, views: views))
    fixture.root.addConstraints(
      try LayoutConstraint.constraintsChecked(
        withVisualFormat: "V:|-[first(40)]", metrics: nil, views: views))
    fixture.root.addConstraints(
      try LayoutConstraint.constraintsChecked(withVisualFormat: "V:[second(40)]", metrics: nil, views: views))
    fixture.window.layoutIfNeeded()

    let width = fixture.root.bounds.width
    #expect(first.frame == CGRect(x: width - 50, y: 20, width: 40, height: 40))
    #expect(second.frame == CGRect(x: width - 85, y: 20, width: 30, height: 40))
  }

  @Test func predicatesCarryTheirRelationAndPriority() throws {
    let fixture = LayoutFixture()
    let button = fixture.constrainedSubview()
    let constraints = try LayoutConstraint.constraintsChecked(
      withVisualFormat: "[button(>=70,<=100@250)]", metrics: nil, views: ["button": button])

    #expect(constraints.count == 2)
    #expect(constraints[0].relation == .greaterThanOrEqual && constraints[0].constant == 70)
    #expect(constraints[0].priority == .required && constraints[0].firstAttribute == .width)
    #expect(constraints[1].relation == .lessThanOrEqual && constraints[1].priority == .defaultLow)
  }

  @Test(arguments: [
    ("H:|[button", VisualFormatError.Reason.syntax("Expected ']' to end a view"), 10),
    ("H:|-[button]-x-|", .syntax("Expected a number or key from the metrics dictionary"), 13),
    ("H:|[missing]|", .unknownView("missing"), 4),
    ("H:[button(==50@2000)]", .invalidPriority(2000), 15),
    ("H:[button(==)]", .syntax("Expected a number, a metric or a view name"), 12),
    ("", .syntax("Expected a view"), 0),
    ("H:[button]]", .syntax("Expected a view or '-'"), 10),
  ])
  func aBadStringThrowsWhatUIKitRaises(format: String, reason: VisualFormatError.Reason, offset: Int) {
    let fixture = LayoutFixture()
    let button = fixture.constrainedSubview()
    #expect(throws: VisualFormatError(reason, format: format, offset: offset)) {
      try LayoutConstraint.constraintsChecked(
        withVisualFormat: format, metrics: nil, views: ["button": button])
    }
  }

  @Test func aViewWithoutSuperviewNextToABarIsAnError() {
    let loose = View()
    let format = "H:|[loose]"
    #expect(throws: VisualFormatError(.noSuperview("loose"), format: format, offset: 4)) {
      try LayoutConstraint.constraintsChecked(withVisualFormat: format, metrics: nil, views: ["loose": loose])
    }
  }

  @Test func anAlignmentAlongTheFormatsAxisIsAnError() {
    let fixture = LayoutFixture()
    let views = ["a": fixture.constrainedSubview(), "b": fixture.constrainedSubview()]
    #expect {
      try LayoutConstraint.constraintsChecked(
        withVisualFormat: "H:[a][b]", options: .alignAllLeading, metrics: nil, views: views)
    } throws: { error in
      guard let error = error as? VisualFormatError, case .invalidOptions = error.reason else { return false }
      return error.description.hasPrefix("Unable to parse constraint format: \nOptions mask")
    }
  }

  @Test func theUncheckedFormRecordsTheErrorAndReturnsNothing() {
    let fixture = LayoutFixture()
    let constraints = LayoutConstraint.constraints(
      withVisualFormat: "H:|[nothing]|", metrics: nil, views: [:])

    #expect(constraints.isEmpty)
    #expect(fixture.simulation.diagnostics.entries.contains { $0.code == .layoutInvalidVisualFormat })
  }
}
