import CoreGraphicsDrawing
import Foundation
import SampleBuffers
import Testing

/// Memory with an inaccessible page on each side, so a write one byte outside it stops the process.
final class GuardedMemory {
  let base: UnsafeMutableRawPointer
  let length: Int
  private let mapping: UnsafeMutableRawPointer
  private let mappedLength: Int

  /// `pages` pages of readable, writable memory between two guard pages.
  init(pages: Int) throws {
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    mappedLength = (pages + 2) * page
    let mapped = mmap(nil, mappedLength, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    mapping = try #require(mapped == MAP_FAILED ? nil : mapped)
    base = mapping + page
    length = pages * page
    #expect(mprotect(base, length, PROT_READ | PROT_WRITE) == 0)
  }

  deinit {
    munmap(mapping, mappedLength)
  }
}

// Whatever is drawn, a bitmap context writes only inside its rows: checked with guard pages on both
// sides of memory exactly the bitmap's size (a stray write stops the test process).
@Suite struct BitmapContextGuardPageTests {
  static let layouts: [UInt32] = [
    CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue,
    CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue,
    CGImageAlphaInfo.premultipliedFirst.rawValue,
    CGImageAlphaInfo.noneSkipLast.rawValue | CGBitmapInfo.byteOrder32Little.rawValue,
  ]

  @Test(arguments: layouts)
  func drawingEverywhereAndBeyondStaysInsideTheMemory(bitmapInfo: UInt32) throws {
    // 64 x 32 pixels of 4 bytes: two pages exactly, so the guard pages touch the first and last rows.
    let memory = try GuardedMemory(pages: 2)
    let context = try #require(
      CGContext(
        data: memory.base, width: 64, height: 32, bitsPerComponent: 8, bytesPerRow: 256,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo))
    context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    context.fill(CGRect(x: -1_000, y: -1_000, width: 3_000, height: 3_000))
    context.setLineWidth(50)
    context.setStrokeColor(red: 0, green: 1, blue: 0, alpha: 0.5)
    context.stroke(CGRect(x: -10, y: -10, width: 84, height: 52))
    context.addEllipse(in: CGRect(x: 60, y: 28, width: 1e6, height: 1e6))
    context.fillPath()
    context.rotate(by: 0.7)
    context.scaleBy(x: 40, y: 40)
    context.fill(CGRect(x: -2, y: -2, width: 4, height: 4))
    context.drawText([
      PlacedText("WWWW", at: CGPoint(x: -0.5, y: 0.2), face: TextFace(isBold: true), size: 1.5, color: .black)
    ])
    let image = try #require(context.makeImage())
    context.draw(image, in: CGRect(x: -1, y: -1, width: 3, height: 3))
    context.beginTransparencyLayer(auxiliaryInfo: nil)
    context.clear(CGRect(x: -100, y: -100, width: 200, height: 200))
    context.endTransparencyLayer()
    let bytes = memory.base.assumingMemoryBound(to: UInt8.self)
    // The last byte is reachable and was drawn in: the context covered its memory to the end.
    #expect(bytes[memory.length - 1] != 0 || bytes[memory.length - 2] != 0 || bytes[memory.length - 4] != 0)
  }

  @Test func drawingAfterThePixelBufferIsUnlockedDrawsNothing() throws {
    var buffer: CVPixelBuffer?
    #expect(CVPixelBufferCreate(nil, 8, 8, kCVPixelFormatType_32BGRA, nil, &buffer) == kCVReturnSuccess)
    let pixelBuffer = try #require(buffer)
    CVPixelBufferLockBaseAddress(pixelBuffer, [])
    let base = try #require(CVPixelBufferGetBaseAddress(pixelBuffer))
    let context = try #require(
      CGContext(
        data: base, width: 8, height: 8, bitsPerComponent: 8,
        bytesPerRow: CVPixelBufferGetBytesPerRow(pixelBuffer),
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
    let bytesPerRow = CVPixelBufferGetBytesPerRow(pixelBuffer)
    // A new pixel buffer's memory is not cleared: it may hold what an earlier test drew.
    base.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * 8)
    let pixel = { (row: Int) in base.load(fromByteOffset: row * bytesPerRow, as: UInt32.self) }
    context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
    let blue = pixel(7)
    let topBefore = pixel(0)
    #expect(blue == 0xFF00_00FF && topBefore != blue)
    CVPixelBufferUnlockBaseAddress(pixelBuffer, [])
    context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
    CVPixelBufferLockBaseAddress(pixelBuffer, .readOnly)
    defer { CVPixelBufferUnlockBaseAddress(pixelBuffer, .readOnly) }
    // Row 7 (Core Graphics' y = 0 is the bottom row) was filled while locked; row 0 only after the
    // unlock, which drew nothing.
    #expect(pixel(7) == blue && pixel(0) == topBefore)
    // A second lock is a new registration: the old context still draws nothing.
    context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
    #expect(pixel(0) == topBefore)
  }
}
