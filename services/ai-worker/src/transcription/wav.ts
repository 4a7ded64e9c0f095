/**
 * The length in seconds of a PCM wav file, read from its header: the "fmt " chunk gives the byte
 * rate and the "data" chunk the size (ffmpeg may put other chunks, such as LIST, in between).
 */
export function wavDuration(wav: Buffer): number {
  if (wav.length < 12 || wav.toString("ascii", 0, 4) !== "RIFF" || wav.toString("ascii", 8, 12) !== "WAVE") {
    throw new Error("Not a wav file");
  }
  let byteRate = 0;
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString("ascii", offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === "fmt ") byteRate = wav.readUInt32LE(offset + 16);
    if (id === "data") {
      if (byteRate === 0) throw new Error("Wav file has no format chunk before its data");
      // A streamed wav may leave the size unset (0 or 0xFFFFFFFF): the data then runs to the end.
      const available = wav.length - offset - 8;
      const bytes = size === 0 || size > available ? available : size;
      return bytes / byteRate;
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error("Wav file has no data chunk");
}
