import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";

describe("ResponsiveImage", () => {
  it("renders a picture with AVIF and WebP sources and one JPEG img", () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage
        src="/media/hero.jpg"
        alt="A lake"
        sizes="100vw"
        sourceWidth={1600}
        width={1600}
        height={900}
        fetchPriority="high"
        className="w-full object-cover"
        data-testid="hero-image"
      />,
    );
    expect(html).toMatch(/^<picture><source type="image\/avif" srcSet="[^"]+" sizes="100vw"\/>/);
    expect(html).toContain('<source type="image/webp"');
    expect(html).toContain("/img/avif/480/media/hero.jpg 480w");
    expect(html).toContain("/img/webp/1600/media/hero.jpg 1600w");
    expect(html).toContain('src="/img/jpeg/1600/media/hero.jpg"');
    // The img takes no srcset: browsers that read one take WebP.
    expect(html).not.toContain("/img/jpeg/64/");
    expect(html).toMatch(/<img src="[^"]+" alt="A lake"/);
    for (const attribute of [
      'alt="A lake"',
      'width="1600"',
      'height="900"',
      'fetchPriority="high"',
      'class="w-full object-cover"',
      'data-testid="hero-image"',
    ]) {
      expect(html).toContain(attribute);
    }
    expect(html.match(/sizes="100vw"/g)).toHaveLength(2);
  });

  it("caps the candidates for small images", () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage
        src="/media/avatars/mia.jpg"
        alt=""
        sizes="40px"
        sourceWidth={256}
        maxWidth={120}
      />,
    );
    expect(html).toContain("/img/avif/128/media/avatars/mia.jpg 128w");
    expect(html).not.toContain("/img/avif/256/");
  });

  it("renders a plain img for a source it cannot resize", () => {
    for (const src of ["https://cdn.example/x.jpg", "/favicon.svg"]) {
      const html = renderToStaticMarkup(
        <ResponsiveImage src={src} alt="" sizes="100vw" loading="lazy" />,
      );
      expect(html).toBe(`<img src="${src}" alt="" loading="lazy"/>`);
    }
  });
});
