import ConstraintSolver

/// The four variables of a view's frame, as the layout engine will model it.
struct ViewVariables {
  let minX: Variable
  let minY: Variable
  let width: Variable
  let height: Variable

  init(_ name: String) {
    minX = Variable("\(name).minX")
    minY = Variable("\(name).minY")
    width = Variable("\(name).width")
    height = Variable("\(name).height")
  }

  /// The trailing edge.
  var maxX: LinearExpression { minX + width }

  /// The bottom edge.
  var maxY: LinearExpression { minY + height }

  /// The solved frame as (x, y, width, height).
  func frame(in solver: Solver) -> Frame {
    Frame(
      x: solver.value(of: minX), y: solver.value(of: minY), width: solver.value(of: width),
      height: solver.value(of: height))
  }
}

/// A solved frame, compared with a tolerance.
struct Frame: CustomStringConvertible {
  var x: Double
  var y: Double
  var width: Double
  var height: Double

  func isClose(to other: Frame, tolerance: Double = 1e-6) -> Bool {
    abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
      && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
  }

  var description: String { "(\(x), \(y), \(width), \(height))" }
}
