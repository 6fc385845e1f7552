import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCommentsScript } from "#app/features/comments/moderation-script.server.ts";
import { importContent } from "#app/features/content/importer.server.ts";
import {
  approvedComments,
  findComment,
  insertPendingComment,
} from "#app/models/comments.server.ts";
import { settleMail } from "#app/services/wiring.server.ts";
import { copyContent } from "#tests/setup/content.ts";
import { DIALECTS, freshDatabase } from "#tests/setup/database.ts";

const POST = "algarve-in-october-quiet-beaches";
const content = copyContent([POST]);
afterAll(() => content.remove());

/** `npm run comments -- ARGS`, its main function against the test database: code and output. */
async function comments(...args: string[]) {
  const out: string[] = [];
  const error: string[] = [];
  const code = await runCommentsScript(args, {
    out: (text) => out.push(text),
    error: (text) => error.push(text),
  });
  return { code, out: out.join("\n"), error: error.join("\n") };
}

describe.each(DIALECTS)("npm run comments on %s", (dialect) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let postId: string;
  beforeAll(async () => {
    fresh = await freshDatabase(dialect);
    await importContent(fresh.db, content.dir);
    postId = (await fresh.db.selectFrom("posts").select("id").executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await settleMail();
    await fresh.drop();
  });

  const count = async () =>
    Number(
      (await fresh.db.selectFrom("posts").select("comment_count").executeTakeFirstOrThrow())
        .comment_count,
    );
  const ask = (body: string, email: string | null = null) =>
    insertPendingComment({ postId, name: "Mia", email, notify: !!email, body });

  it("lists the pending comments, as text and as JSON", async () => {
    expect(await comments()).toMatchObject({ code: 0, out: "No comment is waiting." });
    const a = await ask("Is Tram 28 fine with a pushchair?");
    const b = await ask("The ferry is cheaper before 9.");
    const listed = await comments();
    expect(listed.code).toBe(0);
    expect(listed.out).toContain("2 comments waiting");
    expect(listed.out).toContain(`#${a} `);
    expect(listed.out).toContain(POST);
    const json = await comments("--json");
    expect(JSON.parse(json.out)).toEqual([
      {
        id: a,
        slug: POST,
        name: "Mia",
        text: "Is Tram 28 fine with a pushchair?",
        createdAt: expect.any(String),
      },
      {
        id: b,
        slug: POST,
        name: "Mia",
        text: "The ferry is cheaper before 9.",
        createdAt: expect.any(String),
      },
    ]);
  });

  it("approves, rejects, replies and deletes by id; the count follows", async () => {
    const [first, second] = JSON.parse((await comments("--json")).out) as { id: number }[];
    const base = await count();
    expect(await comments("--approve", String(first!.id))).toMatchObject({
      code: 0,
      out: expect.stringMatching(/approved: it is on the page/),
    });
    expect(await count()).toBe(base + 1);
    expect(await comments("--approve", String(first!.id))).toMatchObject({
      code: 0,
      out: expect.stringMatching(/approved already/),
    });
    expect(await comments("--reject", String(second!.id))).toMatchObject({ code: 0 });
    expect((await findComment(second!.id))?.status).toBe("rejected");
    expect(await count()).toBe(base + 1);
    const reply = await comments("--reply", String(first!.id), "Yes, fold it on the tram.");
    expect(reply).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^Reply \d+ posted beneath comment/),
    });
    expect(await count()).toBe(base + 2);
    const shown = (await approvedComments(postId)).comments.find((c) => c.id === first!.id);
    expect(shown?.replies.map((r) => r.body)).toEqual(["Yes, fold it on the tram."]);
    // Deleting an approved comment takes its reply with it, and both off the count.
    expect(await comments("--delete", String(first!.id))).toMatchObject({
      code: 0,
      out: expect.stringMatching(/count lowered/),
    });
    expect(await count()).toBe(base);
    expect(await findComment(first!.id)).toBeUndefined();
    expect(JSON.parse((await comments("--json")).out)).toEqual([]);
  });

  it("erases a reader's comments and address", async () => {
    const mine = await ask("Mine", "Reader@Example.com");
    await comments("--approve", String(mine));
    const other = await ask("Not mine", "other@example.com");
    const base = await count();
    expect(await comments("--erase", "reader@example.com")).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^Erased 1 comment written with/),
    });
    expect(await findComment(mine)).toBeUndefined();
    expect(await findComment(other)).toBeDefined();
    expect(await count()).toBe(base - 1);
    const left = await fresh.db
      .selectFrom("comments")
      .select("id")
      .where("email", "=", "reader@example.com")
      .execute();
    expect(left).toEqual([]);
    expect(await comments("--erase", "reader@example.com")).toMatchObject({
      code: 0,
      out: expect.stringMatching(/nothing to erase/),
    });
  });

  it("says what is wrong, with a non-zero exit, and changes nothing", async () => {
    expect(await comments("--approve", "99999")).toMatchObject({
      code: 1,
      error: expect.stringMatching(/No comment 99999/),
    });
    expect(await comments("--delete", "99999")).toMatchObject({ code: 1 });
    expect(await comments("--reply", "99999", "Hello")).toMatchObject({ code: 1 });
    expect(await comments("--approve", "abc")).toMatchObject({
      code: 2,
      error: expect.stringMatching(/needs a comment id[\s\S]*Usage: npm run comments/),
    });
    expect(await comments("--frobnicate")).toMatchObject({
      code: 2,
      error: expect.stringMatching(/Unknown option '--frobnicate'/),
    });
    const id = await ask("Still pending");
    expect(await comments("--reply", String(id), "x")).toMatchObject({
      code: 2,
      error: expect.stringMatching(/at least 2 characters/),
    });
    expect((await findComment(id))?.status).toBe("pending");
  });
});
