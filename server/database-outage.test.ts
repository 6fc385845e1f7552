import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { DatabaseUnavailableError } from "#app/db/database-unavailable.ts";
import { answerDatabaseOutages, OUTAGE_MESSAGE } from "./database-outage.ts";

type Module = NonNullable<ServerBuild["routes"][string]>["module"];

function buildWith(modules: Record<string, Module>): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, module] of Object.entries(modules)) {
    routes[id] = { id, path: id, module, children: [] } as unknown as ServerBuild["routes"][string];
  }
  return { routes } as ServerBuild;
}

const args = {} as Parameters<NonNullable<Module["loader"]>>[0];

describe("answerDatabaseOutages", () => {
  const unavailable = async () => {
    throw new DatabaseUnavailableError("connection refused", 2);
  };
  const broken = async () => {
    throw new Error("a bug");
  };
  const build = answerDatabaseOutages(
    buildWith({
      api: { loader: unavailable, action: broken } as unknown as Module,
      page: { loader: unavailable, default: () => null } as unknown as Module,
    }),
  );
  const api = build.routes.api!.module;
  const page = build.routes.page!.module;

  it("turns a DatabaseUnavailableError into a thrown 503 with Retry-After and the API's error shape", async () => {
    for (const loader of [api.loader!, page.loader!]) {
      const thrown = await Promise.resolve(loader(args)).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(thrown).toBeInstanceOf(Response);
      const response = thrown as Response;
      expect(response.status).toBe(503);
      expect(response.headers.get("Retry-After")).toBe("2");
      expect(await response.json()).toEqual({ error: OUTAGE_MESSAGE });
    }
  });

  it("leaves every other error alone", async () => {
    await expect(Promise.resolve(api.action!(args))).rejects.toThrow("a bug");
  });

  it("passes a thrown 503's Retry-After on to a page document, and nothing else", () => {
    const headers = page.headers as (a: unknown) => Headers;
    expect(api.headers).toBeUndefined();
    const parentHeaders = new Headers({ "X-Parent": "1" });
    const errorHeaders = new Headers({ "Retry-After": "2", "Content-Type": "application/json" });
    const withError = headers({ parentHeaders, errorHeaders });
    expect(withError.get("Retry-After")).toBe("2");
    expect(withError.get("X-Parent")).toBe("1");
    expect(withError.get("Content-Type")).toBeNull();
    expect([...headers({ parentHeaders }).keys()]).toEqual(["x-parent"]);
  });
});
