import { describe, expect, it } from "vitest";
import { notModifiedBy, parseHttpDate } from "#app/lib/http.server.ts";

describe("notModifiedBy", () => {
  const etag = '"abc"';
  const changed = new Date("2024-11-02T08:00:00Z");
  const since = (ifModifiedSince: string) => notModifiedBy({ ifModifiedSince }, etag, changed);

  it("answers by If-None-Match when sent (weak or strong, or *), whatever If-Modified-Since says", () => {
    expect(notModifiedBy({ ifNoneMatch: '"abc"' }, etag, changed)).toBe(true);
    expect(notModifiedBy({ ifNoneMatch: 'W/"x", W/"abc"' }, etag, changed)).toBe(true);
    expect(notModifiedBy({ ifNoneMatch: "*" }, etag, changed)).toBe(true);
    const stale = { ifNoneMatch: '"old"', ifModifiedSince: changed.toUTCString() };
    expect(notModifiedBy(stale, etag, changed)).toBe(false);
  });

  it("else by a valid If-Modified-Since, to the second", () => {
    expect(since(changed.toUTCString())).toBe(true);
    expect(
      notModifiedBy({ ifModifiedSince: changed.toUTCString() }, etag, changed.toUTCString()),
    ).toBe(true);
    expect(since(new Date(changed.getTime() - 1000).toUTCString())).toBe(false);
    expect(notModifiedBy({ ifModifiedSince: changed.toUTCString() }, etag)).toBe(false);
    expect(notModifiedBy({}, etag, changed)).toBe(false);
  });

  it("ignores an If-Modified-Since that is no HTTP-date, or a date still to come", () => {
    for (const value of [
      "yesterday",
      "3000",
      "tomorrow 2099",
      "2099-01-01",
      "Fri, 01 Jan 2100 00:00:00 GMT",
    ]) {
      expect(since(value), value).toBe(false);
    }
  });
});

describe("parseHttpDate", () => {
  const at = Date.UTC(1994, 10, 6, 8, 49, 37);
  it("reads the three forms of RFC 9110", () => {
    expect(parseHttpDate("Sun, 06 Nov 1994 08:49:37 GMT")).toBe(at);
    expect(parseHttpDate("Sunday, 06-Nov-94 08:49:37 GMT")).toBe(at);
    expect(parseHttpDate("Sun Nov  6 08:49:37 1994")).toBe(at);
  });

  it("refuses anything else, and a time later than now", () => {
    for (const value of [
      undefined,
      null,
      "",
      "3000",
      "tomorrow 2099",
      "1994-11-06T08:49:37Z",
      "Sun, 06 Nov 1994 08:49:37 CET",
    ]) {
      expect(parseHttpDate(value), String(value)).toBeUndefined();
    }
    expect(parseHttpDate("Sun, 06 Nov 1994 08:49:37 GMT", at - 1)).toBeUndefined();
  });
});
