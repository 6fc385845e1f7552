import Negotiator from "negotiator";

/** The encodings the server sends, best first (Brotli is smaller than gzip at equal weight). */
const ENCODINGS = ["br", "gzip", "identity"] as const;

export type Encoding = (typeof ENCODINGS)[number];

/** negotiator 1.x takes a server preference for equal weights; @types/negotiator lacks it. */
type WithPreference = Negotiator & {
  encodings(available: readonly string[], options: { preferred: readonly string[] }): string[];
};

/**
 * The encoding to send for an `Accept-Encoding` header (RFC 9110 section 12.5.3), by its weights:
 * `q=0` refuses a coding, the highest weight wins, `*` stands for any coding not named, names are
 * case-insensitive; at equal weights Brotli before gzip before identity. Identity is acceptable
 * unless refused (`identity;q=0`, or `*;q=0` without identity). When the client refuses all three,
 * identity anyway: a body it may not decode beats none (the RFC lets a server do so).
 * No header at all: identity (many clients that send none cannot decode).
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  // Browsers send a handful of distinct headers: each is parsed once, not on every page-cache
  // hit. Bounded: a client inventing headers only refills it.
  const known = negotiated.get(acceptEncoding);
  if (known) return known;
  if (negotiated.size >= 256) negotiated.clear();
  const encoding = negotiate(acceptEncoding);
  negotiated.set(acceptEncoding, encoding);
  return encoding;
}

const negotiated = new Map<string, Encoding>();

function negotiate(acceptEncoding: string): Encoding {
  // Coding and parameter names are case-insensitive (negotiator only lowercases the codings).
  const negotiator = new Negotiator({
    headers: { "accept-encoding": acceptEncoding.toLowerCase() },
  }) as WithPreference;
  const [best] = negotiator.encodings(ENCODINGS, { preferred: ENCODINGS });
  return ENCODINGS.find((encoding) => encoding === best) ?? "identity";
}
