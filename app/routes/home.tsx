import { PostCard } from "#app/components/cards/post-card.tsx";
import { listPosts } from "#app/models/posts.server.ts";
import type { Route } from "./+types/home";

const LATEST = 8;

export async function loader() {
  const posts = await listPosts();
  return { total: posts.length, latest: posts.slice(0, LATEST) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { latest, total } = loaderData;
  return (
    <main className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <section className="relative mt-6 overflow-hidden rounded-3xl sm:mt-10">
        <img
          src="/media/hero.jpg"
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
          className="aspect-[4/3] w-full object-cover sm:aspect-[21/9]"
        />
        <div className="absolute inset-0 bg-gradient-to-t from-black/70 via-black/20 to-transparent" />
        <div className="absolute inset-x-0 bottom-0 p-6 text-white sm:p-12">
          <h1 className="max-w-2xl font-semibold text-3xl leading-tight sm:text-5xl">
            Discover the world, one family adventure at a time
          </h1>
          <p className="mt-3 max-w-xl text-base text-white/85 sm:text-lg">
            Wanderlust runs in the family: stories, hotel reviews and podcasts from the road.
          </p>
        </div>
      </section>

      <section className="mt-14" aria-labelledby="latest-heading">
        <div className="flex items-end justify-between">
          <h2 id="latest-heading" className="font-semibold text-2xl sm:text-3xl">
            Latest articles
          </h2>
          <p className="text-neutral-500 text-sm dark:text-neutral-400">{total} stories</p>
        </div>
        <div className="mt-8 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-4">
          {latest.map((post, i) => (
            <PostCard key={post.id} post={post} eager={i < 2} />
          ))}
        </div>
      </section>
    </main>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Wanderlust · Family travel blog and magazine" },
  {
    name: "description",
    content:
      "Family travel stories, hotel reviews, galleries, videos and podcasts from the Harpers.",
  },
];
