import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  approveComment,
  deleteComment,
  deleteRejectedOlderThan,
  eraseCommentsByEmail,
  insertReply,
  rejectComment,
} from "#app/models/comment-decisions.server.ts";
import {
  approvedComments,
  countRecentComments,
  findComment,
  hasSameText,
  insertPendingComment,
  pendingComments,
} from "#app/models/comments.server.ts";
import { DIALECTS, freshDatabase } from "#tests/setup/database.ts";

describe.each(DIALECTS)("comments model on %s", (dialect) => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let authorId: number;
  beforeAll(async () => {
    fresh = await freshDatabase(dialect);
    const author = await fresh.db
      .insertInto("authors")
      .values({
        author_id: "ana",
        first_name: "Ana",
        last_name: "Silva",
        display_name: "Ana Silva",
        email: "ana@example.com",
        gender: "",
        avatar: "/images/ana.jpg",
        bg_image: "",
        href: "/author/ana",
        description: "",
        job_name: "",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    authorId = Number(author.id);
    for (const [idx, slug] of ["lisbon", "porto"].entries()) {
      await fresh.db
        .insertInto("posts")
        .values({
          id: `post-${slug}`,
          idx,
          slug,
          href: `/blog/${slug}`,
          title: slug,
          description: "",
          date: "2026-01-01",
          featured_image: "",
          reading_time: 3,
          post_type: "standard",
          section: "blog",
          author_id: authorId,
          like_count: 0,
          bookmark_count: 0,
          comment_count: 7,
          viewd_count: 0,
          gallery_imgs: "[]",
          video_url: "",
          video_thumbnail: "",
          audio_url: "",
          intro_paragraphs: "[]",
          content_pairs: "[]",
          conclusion: "[]",
          search_text: "",
          media_duration: null,
          published_at: "2026-01-01T00:00:00.000Z",
        })
        .execute();
    }
  });
  afterAll(async () => fresh.drop());

  const countOf = async (slug: string) =>
    Number(
      (
        await fresh.db
          .selectFrom("posts")
          .select("comment_count")
          .where("slug", "=", slug)
          .executeTakeFirstOrThrow()
      ).comment_count,
    );
  const ask = (body: string, extra: { email?: string; post?: string } = {}) =>
    insertPendingComment({
      postId: extra.post ?? "post-lisbon",
      name: "Mia",
      email: extra.email ?? null,
      notify: !!extra.email,
      body,
    });

  it("stores a comment as pending: on no page, in no count, on the owners' list", async () => {
    const id = await ask("Is Tram 28 fine with a pushchair?", { email: " Mia@Example.COM " });
    expect(await countOf("lisbon")).toBe(7);
    expect((await approvedComments("post-lisbon")).comments).toEqual([]);
    const pending = await pendingComments();
    expect(pending).toEqual([
      {
        id,
        slug: "lisbon",
        name: "Mia",
        text: "Is Tram 28 fine with a pushchair?",
        createdAt: expect.any(String),
      },
    ]);
    const stored = await findComment(id);
    expect(stored).toMatchObject({ email: "mia@example.com", notify: true, status: "pending" });
  });

  it("approves once: shown, counted (+1), and a second approve changes nothing", async () => {
    const { id } = (await pendingComments())[0]!;
    expect(await approveComment(id)).toBe("done");
    expect(await approveComment(id)).toBe("unchanged");
    expect(await countOf("lisbon")).toBe(8);
    const { comments, total } = await approvedComments("post-lisbon");
    expect(total).toBe(1);
    expect(comments.map((c) => c.body)).toEqual(["Is Tram 28 fine with a pushchair?"]);
    expect(await pendingComments()).toEqual([]);
    expect(await approveComment(999_999)).toBe("missing");
  });

  it("shows an owners' reply beneath its comment with the author, counted at once", async () => {
    const comment = (await approvedComments("post-lisbon")).comments[0]!;
    const replyId = await insertReply(comment.id, authorId, "Yes, fold it at the door.");
    expect(replyId).toBeTypeOf("number");
    expect(await countOf("lisbon")).toBe(9);
    const shown = (await approvedComments("post-lisbon")).comments[0]!;
    expect(shown.replies).toEqual([
      {
        id: replyId,
        name: "Ana Silva",
        body: "Yes, fold it at the door.",
        createdAt: expect.any(String),
        author: expect.objectContaining({ displayName: "Ana Silva", avatar: "/images/ana.jpg" }),
      },
    ]);
    // A reply to a reply is refused.
    expect(await insertReply(replyId!, authorId, "nested")).toBeUndefined();
  });

  it("rejecting a comment takes it and its replies off the page and the count; approving brings both back", async () => {
    const comment = (await approvedComments("post-lisbon")).comments[0]!;
    expect(await rejectComment(comment.id)).toBe("done");
    expect(await countOf("lisbon")).toBe(7);
    expect((await approvedComments("post-lisbon")).total).toBe(0);
    expect(await approveComment(comment.id)).toBe("done");
    expect(await countOf("lisbon")).toBe(9);
  });

  it("replying to a pending comment approves it with the reply", async () => {
    const id = await ask("Where do we park?", { post: "post-porto" });
    await insertReply(id, authorId, "At the station.");
    expect(await countOf("porto")).toBe(9);
    expect((await findComment(id))?.status).toBe("approved");
  });

  it("deleting an approved comment lowers the count by it and its approved replies", async () => {
    const comment = (await approvedComments("post-porto")).comments[0]!;
    expect(await deleteComment(comment.id)).toBe("done");
    expect(await countOf("porto")).toBe(7);
    expect(await findComment(comment.id)).toBeUndefined();
    expect(await deleteComment(comment.id)).toBe("missing");
    const rejected = await ask("spam spam", { post: "post-porto" });
    await rejectComment(rejected);
    expect(await deleteComment(rejected)).toBe("done");
    expect(await countOf("porto")).toBe(7);
  });

  it("pages top-level comments 50 at a time, oldest first, with the total", async () => {
    for (let i = 0; i < 53; i++)
      await approveComment(await ask(`tip ${i}`, { post: "post-porto" }));
    const first = await approvedComments("post-porto", 1);
    const second = await approvedComments("post-porto", 2);
    expect(first.total).toBe(53);
    expect(first.comments).toHaveLength(50);
    expect(first.comments[0]?.body).toBe("tip 0");
    expect(second.comments.map((c) => c.body)).toEqual(["tip 50", "tip 51", "tip 52"]);
    expect(await countOf("porto")).toBe(60);
  });

  it("finds the same text on the same post only, and counts a post's recent comments", async () => {
    expect(await hasSameText("post-porto", "  TIP 3 ")).toBe(true);
    expect(await hasSameText("post-lisbon", "tip 3")).toBe(false);
    expect(await countRecentComments("post-porto", 10)).toBe(53);
    expect(await countRecentComments("post-porto", 10, new Date(Date.now() + 3_600_000))).toBe(0);
  });

  it("erases a reader's comments by email, lowering the counts", async () => {
    await approveComment(await ask("another one", { email: "mia@example.com" }));
    expect(await countOf("lisbon")).toBe(10);
    expect(await eraseCommentsByEmail("MIA@example.com")).toBe(2);
    expect(await countOf("lisbon")).toBe(7);
    expect((await approvedComments("post-lisbon")).total).toBe(0);
  });

  it("deletes rejected comments past the retention, and only those", async () => {
    const old = await ask("old spam");
    const recent = await ask("new spam");
    await rejectComment(old);
    await rejectComment(recent);
    await fresh.db
      .updateTable("comments")
      .set({ decided_at: "2020-01-01T00:00:00.000Z" })
      .where("id", "=", old)
      .execute();
    expect(await deleteRejectedOlderThan(30)).toBe(1);
    expect(await findComment(old)).toBeUndefined();
    expect(await findComment(recent)).toBeDefined();
    expect(await countOf("lisbon")).toBe(7);
  });
});
