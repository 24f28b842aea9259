extension String {
  /// The number of single-character insertions, deletions, substitutions and swaps of two neighbours
  /// that turn this string into `other` (the optimal-string-alignment edit distance), in characters.
  ///
  /// A swap counts once, so the commonest typing slip (`rnu` for `run`) is one edit away.
  func editDistance(to other: String) -> Int {
    let source = Array(self)
    let target = Array(other)
    var rowBeforePrevious: [Int] = []
    var previousRow = Array(0...target.count)
    for sourceIndex in source.indices {
      var row = [sourceIndex + 1]
      row.reserveCapacity(target.count + 1)
      for targetIndex in target.indices {
        let same = source[sourceIndex] == target[targetIndex]
        var distance = Swift.min(
          previousRow[targetIndex] + (same ? 0 : 1), previousRow[targetIndex + 1] + 1, row[targetIndex] + 1)
        if sourceIndex > 0 && targetIndex > 0 && source[sourceIndex] == target[targetIndex - 1]
          && source[sourceIndex - 1] == target[targetIndex]
        {
          distance = Swift.min(distance, rowBeforePrevious[targetIndex - 1] + 1)
        }
        row.append(distance)
      }
      rowBeforePrevious = previousRow
      previousRow = row
    }
    return previousRow[target.count]
  }

  /// The candidate closest to this string, for a "did you mean" suggestion, the earliest on a tie.
  ///
  /// As in swift-argument-parser, a candidate qualifies when fewer than 4 edits away; and, so that a
  /// short word is not offered for an unrelated one (`help` for `walk`), when at most half its own
  /// characters change.
  ///
  /// - Parameters:
  ///   - candidates: The names to choose from.
  ///   - ignoredPrefix: A prefix every candidate has (`--`), left out of the half-its-length test.
  func closest(among candidates: [String], ignoringPrefix ignoredPrefix: String = "") -> String? {
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(to: candidate)
      let length = candidate.count - (candidate.hasPrefix(ignoredPrefix) ? ignoredPrefix.count : 0)
      if distance < 4 && 2 * distance <= length && distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }
}
