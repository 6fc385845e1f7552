import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { RankBadge } from "#app/components/ui/widgets/rank-badge.tsx";
import type { Taxonomy } from "#app/lib/types.ts";

/** A category as a picture card with its article count; the top three carry a rank badge. */
export function CategoryCard({
  taxonomy,
  rank,
  href = taxonomy.href,
}: {
  taxonomy: Taxonomy;
  /** 0-based position in a ranked list: 0..2 show '#1'..'#3'. */
  rank?: number;
  href?: string;
}) {
  return (
    <Link to={href} className="group tile-card relative">
      <div className="category-tile-media">
        {taxonomy.thumbnail ? (
          <ResponsiveImage
            src={taxonomy.thumbnail}
            alt=""
            sizes="(min-width: 1024px) 25vw, (min-width: 500px) 33vw, 50vw"
            width={1200}
            height={800}
            loading="lazy"
            className="card-zoom-image"
          />
        ) : null}
        {rank !== undefined && <RankBadge index={rank} className="absolute top-3 left-3" />}
      </div>
      <div className="category-tile-body">
        <h3 className="tile-title">{taxonomy.name}</h3>
        <p className="tile-note">
          {taxonomy.count} {taxonomy.count === 1 ? "Article" : "Articles"}
        </p>
      </div>
    </Link>
  );
}
