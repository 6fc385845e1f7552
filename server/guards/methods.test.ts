import { describe, expect, it } from "vitest";
import { onlyMethods } from "#app/lib/http.server.ts";
import { encodedEtag } from "../page-cache/encoded-body.ts";
import { allowedMethods, type MethodRouteEntry } from "./methods.ts";

const loader = () => null;
const action = () => null;
const ROUTES: Record<string, MethodRouteEntry> = Object.fromEntries(
  (
    [
      { id: "root", path: "", module: {} },
      {
        id: "get-posts",
        parentId: "root",
        path: "api/GetPosts",
        module: { loader, action: onlyMethods("GET") },
      },
      {
        id: "contact-api",
        parentId: "root",
        path: "api/contact",
        module: { loader: onlyMethods("POST"), action },
      },
      { id: "layout", parentId: "root", module: { loader } },
      { id: "home", parentId: "layout", index: true, module: { loader } },
      { id: "contact", parentId: "layout", path: "contact", module: { loader, action } },
      { id: "dashboard", parentId: "layout", path: "dashboard", module: { action } },
      { id: "dashboard-home", parentId: "dashboard", index: true, module: {} },
      { id: "not-found", parentId: "layout", path: "*", module: { loader } },
    ] satisfies MethodRouteEntry[]
  ).map((r) => [r.id, r]),
);
const allow = allowedMethods(ROUTES);

describe("allowedMethods", () => {
  it("gives pages GET, HEAD and OPTIONS, and POST where a matched route has an action", () => {
    expect(allow("/")).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(allow("/no/such/page")).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(allow("/contact")).toEqual(["GET", "HEAD", "POST", "OPTIONS"]);
    expect(allow("/contact.data")).toEqual(["GET", "HEAD", "POST", "OPTIONS"]);
    expect(allow("/dashboard")).toEqual(["GET", "HEAD", "POST", "OPTIONS"]);
  });

  it("gives an /api call what its handlers declare", () => {
    expect(allow("/api/GetPosts")).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(allow("/api/contact")).toEqual(["POST", "OPTIONS"]);
  });
});

describe("encodedEtag", () => {
  it("gives each encoding of a body its own tag", () => {
    expect(encodedEtag('"abc"', "identity")).toBe('"abc"');
    expect(encodedEtag('"abc"', "gzip")).toBe('"abc-gz"');
    expect(encodedEtag('"abc"', "br")).toBe('"abc-br"');
  });
});
