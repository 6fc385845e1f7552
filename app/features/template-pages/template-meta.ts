/** The meta of a template (demo) page: its title, a description, and `noindex`. */
export function templateMeta(page: string, description: string) {
  return [
    { title: `${page} · Wanderlust` },
    { name: "description", content: description },
    { name: "robots", content: "noindex" },
  ];
}
