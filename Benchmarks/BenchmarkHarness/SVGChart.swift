import Foundation
import OutputFiles
import SVGWriting

/// A line chart written as plain SVG text: a title, two axes with ticks and grid lines, one
/// coloured line per series and a legend.
///
/// ```swift
/// let chart = SVGChart(
///   title: "Handoffs per second", xAxis: ChartAxis("Ring capacity", scale: .logarithmic),
///   yAxis: ChartAxis("Handoffs/s"), series: [ChartSeries("Int", points: points)])
/// try chart.write(to: URL(fileURLWithPath: "handoffs.svg"))
/// ```
///
/// The output is a standalone SVG 1.1 document with no scripts, fonts or external references, so
/// it renders the same in a browser, on GitHub and in an image viewer.
public struct SVGChart: Hashable, Sendable {
  /// The heading above the plot.
  public var title: String
  /// The horizontal axis.
  public var xAxis: ChartAxis
  /// The vertical axis.
  public var yAxis: ChartAxis
  /// The lines, drawn in order and listed in the legend in order.
  public var series: [ChartSeries]
  /// The whole image's width in pixels.
  public var width = 760.0
  /// The whole image's height in pixels.
  public var height = 460.0

  /// The colours series take in turn (a palette that stays distinct for colour-blind readers).
  static let palette = [
    "#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#000000", "#f0e442",
  ]

  /// The space around the plot area: left, right (the legend), top and bottom.
  private static let margins = (left: 80.0, right: 210.0, top: 44.0, bottom: 60.0)

  /// Describes a chart.
  ///
  /// - Parameters:
  ///   - title: The heading above the plot.
  ///   - xAxis: The horizontal axis.
  ///   - yAxis: The vertical axis.
  ///   - series: The lines, in drawing and legend order.
  public init(title: String, xAxis: ChartAxis, yAxis: ChartAxis, series: [ChartSeries]) {
    self.title = title
    self.xAxis = xAxis
    self.yAxis = yAxis
    self.series = series
  }

  /// The SVG document.
  public func render() -> String {
    let points = series.flatMap(\.points)
    let plot = PlotArea(
      left: Self.margins.left, top: Self.margins.top,
      width: width - Self.margins.left - Self.margins.right,
      height: height - Self.margins.top - Self.margins.bottom,
      xRange: xAxis.range(for: points.map(\.x)), yRange: yAxis.range(for: points.map(\.y)))
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\#(SVGText.number(width))" "#
        + #"height="\#(SVGText.number(height))" viewBox="0 0 \#(SVGText.number(width)) \#(SVGText.number(height))" "#
        + #"font-family="sans-serif" font-size="12">"#,
      #"<rect width="100%" height="100%" fill="white"/>"#,
      #"<text x="\#(SVGText.number(width / 2))" y="24" text-anchor="middle" font-size="16" "#
        + #"font-weight="bold">\#(SVGText.escaped(title))</text>"#,
    ]
    lines += horizontalAxis(plot) + verticalAxis(plot)
    lines.append(
      #"<rect x="\#(SVGText.number(plot.left))" y="\#(SVGText.number(plot.top))" "#
        + #"width="\#(SVGText.number(plot.width))" height="\#(SVGText.number(plot.height))" "#
        + #"fill="none" stroke="rgb(51,51,51)"/>"#)
    for (index, line) in series.enumerated() {
      lines += seriesElements(line, color: Self.palette[index % Self.palette.count], plot: plot)
    }
    lines += legend(plot)
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Writes the SVG document to a file, replacing it.
  ///
  /// - Parameter file: Where to write.
  /// - Throws: ``PlotError/unwritable(path:reason:)`` when the file cannot be written.
  public func write(to file: URL) throws(PlotError) {
    do throws(OutputFileError) {
      try OutputFile.write(render(), to: file.path)
    } catch {
      throw .unwritable(path: file.path, reason: error.description)
    }
  }

  /// The plot rectangle and the value ranges mapped onto it.
  private struct PlotArea {
    let left: Double
    let top: Double
    let width: Double
    let height: Double
    let xRange: ClosedRange<Double>
    let yRange: ClosedRange<Double>
  }

  private func position(_ point: ChartSeries.Point, _ plot: PlotArea) -> (x: Double, y: Double)? {
    if xAxis.scale == .logarithmic && point.x <= 0 || yAxis.scale == .logarithmic && point.y <= 0 {
      return nil
    }
    let x = plot.left + plot.width * xAxis.fraction(of: point.x, in: plot.xRange)
    let y = plot.top + plot.height * (1 - yAxis.fraction(of: point.y, in: plot.yRange))
    guard x.isFinite, y.isFinite else { return nil }
    return (x, y)
  }

  private func horizontalAxis(_ plot: PlotArea) -> [String] {
    let bottom = plot.top + plot.height
    var elements: [String] = []
    for tick in xAxis.tickValues(in: plot.xRange) {
      let x = plot.left + plot.width * xAxis.fraction(of: tick, in: plot.xRange)
      elements.append(
        #"<line x1="\#(SVGText.number(x))" y1="\#(SVGText.number(plot.top))" x2="\#(SVGText.number(x))" "#
          + #"y2="\#(SVGText.number(bottom + 5))" stroke="gainsboro"/>"#)
      elements.append(
        #"<text x="\#(SVGText.number(x))" y="\#(SVGText.number(bottom + 19))" "#
          + #"text-anchor="middle">\#(ChartAxis.label(for: tick))</text>"#)
    }
    elements.append(
      #"<text x="\#(SVGText.number(plot.left + plot.width / 2))" y="\#(SVGText.number(bottom + 44))" "#
        + #"text-anchor="middle">\#(SVGText.escaped(xAxis.title))</text>"#)
    return elements
  }

  private func verticalAxis(_ plot: PlotArea) -> [String] {
    var elements: [String] = []
    for tick in yAxis.tickValues(in: plot.yRange) {
      let y = plot.top + plot.height * (1 - yAxis.fraction(of: tick, in: plot.yRange))
      elements.append(
        #"<line x1="\#(SVGText.number(plot.left - 5))" y1="\#(SVGText.number(y))" "#
          + #"x2="\#(SVGText.number(plot.left + plot.width))" y2="\#(SVGText.number(y))" stroke="gainsboro"/>"#
      )
      elements.append(
        #"<text x="\#(SVGText.number(plot.left - 8))" y="\#(SVGText.number(y + 4))" "#
          + #"text-anchor="end">\#(ChartAxis.label(for: tick))</text>"#)
    }
    let middle = plot.top + plot.height / 2
    elements.append(
      #"<text x="18" y="\#(SVGText.number(middle))" text-anchor="middle" "#
        + #"transform="rotate(-90 18 \#(SVGText.number(middle)))">\#(SVGText.escaped(yAxis.title))</text>"#)
    return elements
  }

  private func seriesElements(_ line: ChartSeries, color: String, plot: PlotArea) -> [String] {
    let positions = line.points.compactMap { position($0, plot) }
    guard !positions.isEmpty else { return [] }
    let path = positions.map { "\(SVGText.number($0.x)),\(SVGText.number($0.y))" }.joined(separator: " ")
    var elements = [
      #"<polyline points="\#(path)" fill="none" stroke="\#(color)" stroke-width="2">"#
        + "<title>\(SVGText.escaped(line.name))</title></polyline>"
    ]
    if line.marksPoints {
      elements += positions.map {
        #"<circle cx="\#(SVGText.number($0.x))" cy="\#(SVGText.number($0.y))" r="3.5" fill="\#(color)"/>"#
      }
    }
    return elements
  }

  private func legend(_ plot: PlotArea) -> [String] {
    let left = plot.left + plot.width + 16
    return series.enumerated().flatMap { index, line -> [String] in
      let y = plot.top + 10 + Double(index) * 20
      let color = Self.palette[index % Self.palette.count]
      return [
        #"<line x1="\#(SVGText.number(left))" y1="\#(SVGText.number(y))" x2="\#(SVGText.number(left + 22))" "#
          + #"y2="\#(SVGText.number(y))" stroke="\#(color)" stroke-width="3"/>"#,
        #"<text x="\#(SVGText.number(left + 28))" y="\#(SVGText.number(y + 4))">\#(SVGText.escaped(line.name))</text>"#,
      ]
    }
  }

}
