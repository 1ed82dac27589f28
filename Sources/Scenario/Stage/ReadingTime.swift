/// How long a caption stays on stage at least, in real (wall-clock) seconds, whatever the
/// speed: 0.3 s a word, at least 3 s. A play holds its clock until the caption is read
/// (`n` or space moves on at once); `appdeck run` ignores it.
public enum ReadingTime {
    /// Real seconds a word takes to read.
    public static let perWord = 0.3
    /// The shortest time a caption stays up.
    public static let minimum = 3.0

    /// The reading time of `text`, in real seconds.
    public static func seconds(_ text: String) -> Double {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).count
        return max(minimum, Double(words) * perWord)
    }
}
