import BenchmarkHarness
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Collects the elements and text of an XML document as the parser reports them.
final class ElementCollector: NSObject, XMLParserDelegate {
  var elements: [(name: String, attributes: [String: String])] = []
  var text = ""

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String]
  ) {
    elements.append((elementName, attributes))
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    text += string
  }

  func named(_ name: String) -> [[String: String]] {
    elements.filter { $0.name == name }.map(\.attributes)
  }
}

/// Parses `svg` with Foundation's XML parser; nil when it is not well-formed.
func parsed(_ svg: String) -> ElementCollector? {
  let parser = XMLParser(data: Data(svg.utf8))
  let collector = ElementCollector()
  parser.delegate = collector
  return parser.parse() ? collector : nil
}

func points(_ values: [(Double, Double)]) -> [ChartSeries.Point] {
  values.map { ChartSeries.Point(x: $0.0, y: $0.1) }
}

@Suite struct SVGChartTests {
  let twoLines = SVGChart(
    title: "Handoffs", xAxis: ChartAxis("Capacity"), yAxis: ChartAxis("Handoffs/s"),
    series: [
      ChartSeries("ring", points: points([(2, 10), (8, 20), (64, 25)])),
      ChartSeries("mutex", points: points([(2, 1), (64, 1)]), marksPoints: false),
    ])

  @Test func chartIsWellFormedSVGWithOneLinePerSeriesAndALegend() throws {
    let document = try #require(parsed(twoLines.render()))
    #expect(document.elements.first?.name == "svg")
    #expect(document.elements.first?.attributes["xmlns"] == "http://www.w3.org/2000/svg")
    #expect(document.named("polyline").count == 2)
    #expect(document.named("circle").count == 3)
    for label in ["Handoffs", "Capacity", "Handoffs/s", "ring", "mutex"] {
      #expect(document.text.contains(label))
    }
  }

  @Test func titlesAndNamesWithMarkupCharactersAreEscaped() throws {
    let chart = SVGChart(
      title: "p99 < 16.7 ms & \"no\" drops", xAxis: ChartAxis("x <ms>"), yAxis: ChartAxis("y's"),
      series: [ChartSeries("60 fps & 60 Hz", points: points([(1, 1), (2, 2)]))])
    let document = try #require(parsed(chart.render()))
    #expect(document.text.contains("p99 < 16.7 ms & \"no\" drops"))
    #expect(document.text.contains("60 fps & 60 Hz"))
  }

  @Test func pointsSpanThePlotAreaFromBottomLeftToTopRight() throws {
    let chart = SVGChart(
      title: "t", xAxis: ChartAxis("x"), yAxis: ChartAxis("y"),
      series: [ChartSeries("s", points: points([(0, 0), (10, 10)]))])
    let document = try #require(parsed(chart.render()))
    let frame = try #require(document.named("rect").first { $0["stroke"] != nil })
    let left = try #require(frame["x"].flatMap(Double.init))
    let top = try #require(frame["y"].flatMap(Double.init))
    let width = try #require(frame["width"].flatMap(Double.init))
    let height = try #require(frame["height"].flatMap(Double.init))
    let line = try #require(document.named("polyline").first?["points"])
    let coordinates = line.split(separator: " ").map { $0.split(separator: ",").compactMap { Double($0) } }
    #expect(coordinates == [[left, top + height], [left + width, top]])
  }

  @Test func logarithmicAxisLeavesOutPointsItCannotDraw() throws {
    let chart = SVGChart(
      title: "t", xAxis: ChartAxis("x", scale: .logarithmic), yAxis: ChartAxis("y"),
      series: [ChartSeries("s", points: points([(0, 1), (1, 2), (10, 3), (100, 4)]))])
    let document = try #require(parsed(chart.render()))
    let line = try #require(document.named("polyline").first?["points"])
    #expect(line.split(separator: " ").count == 3)
    #expect(document.named("circle").count == 3)
  }

  @Test func ticksAreLabelledWithRoundNumbersAndMultipliers() throws {
    let chart = SVGChart(
      title: "t", xAxis: ChartAxis("x", ticks: [2, 8, 64, 1024]), yAxis: ChartAxis("y"),
      series: [ChartSeries("s", points: points([(2, 0), (1024, 30_000_000)]))])
    let document = try #require(parsed(chart.render()))
    for label in ["2", "8", "64", "1024", "10M", "20M", "30M"] {
      #expect(document.text.contains(label))
    }
  }

  @Test func emptyChartStillRendersAxes() throws {
    let chart = SVGChart(title: "nothing", xAxis: ChartAxis("x"), yAxis: ChartAxis("y"), series: [])
    let document = try #require(parsed(chart.render()))
    #expect(document.named("polyline").isEmpty)
    #expect(document.text.contains("nothing"))
  }
}
