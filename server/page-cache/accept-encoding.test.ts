import { describe, expect, it } from "vitest";
import { negotiateEncoding } from "./accept-encoding.ts";

describe("negotiateEncoding", () => {
  it.each([
    // What browsers send: Brotli when offered, whatever the order.
    ["gzip, deflate, br, zstd", "br"],
    ["br, gzip", "br"],
    ["gzip, br", "br"],
    ["gzip", "gzip"],
    ["deflate", "identity"],
    ["identity", "identity"],
    ["", "identity"],
    [undefined, "identity"],
    // q=0 means refused.
    ["br;q=0, gzip", "gzip"],
    ["br;q=0,gzip", "gzip"],
    ["gzip, br;q=0", "gzip"],
    ["br;q=0, gzip;q=0", "identity"],
    ["br;q=0.0, gzip;q=0.000", "identity"],
    ["gzip;q=0", "identity"],
    // The highest weight wins; equal weights prefer Brotli.
    ["br;q=0.5, gzip;q=0.8", "gzip"],
    ["br;q=0.8, gzip;q=0.5", "br"],
    ["br;q=0.5, gzip;q=0.5", "br"],
    ["gzip;q=0.5, identity;q=0.9", "identity"],
    ["gzip;q=0.5", "gzip"],
    // Identity refused: the best coding left, or identity when nothing else is offered.
    ["identity;q=0, gzip", "gzip"],
    ["identity;q=0", "identity"],
    ["br;q=0, gzip;q=0, identity;q=0", "identity"],
    // `*` covers every coding not named.
    ["*", "br"],
    ["*;q=0", "identity"],
    ["br;q=0, *", "gzip"],
    ["br;q=0, gzip;q=0, *", "identity"],
    ["*;q=0, gzip", "gzip"],
    ["*;q=0.1, gzip;q=0.5", "gzip"],
    ["*;q=0.9, br;q=0.1", "gzip"],
    // Case and spaces do not matter.
    ["BR", "br"],
    ["GZip;Q=0.5", "gzip"],
    ["br;Q=0, gzip", "gzip"],
    ["BR;Q=0, GZIP;Q=0", "identity"],
    ["Br;q=0 , GZIP", "gzip"],
    ["  br ; q=0 ,  gzip ; q=1  ", "gzip"],
    // Garbage does not crash and is not a coding.
    ["br;q=abc, gzip", "gzip"],
    [";;;,,,", "identity"],
  ])("%j -> %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
