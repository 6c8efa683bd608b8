import type { ProjectDetail } from "./project-detail";

/**
 * schema.org for a development: an ApartmentComplex-style Residence (a Place), with its address,
 * coordinates, pictures and, when given, the developer as the accountable organisation.
 */
export function projectJsonLd(
  project: ProjectDetail,
  { url, description }: { url: string; description: string },
): Record<string, unknown> {
  const images = [project.image, ...project.gallery.map((file) => file.url)].filter(Boolean);
  const hasGeo = project.latitude !== null && project.longitude !== null;
  const hasAddress = Boolean(project.location || project.city || project.state || project.country);
  return {
    "@type": "Residence",
    name: project.title,
    url,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: [...new Set(images)] } : {}),
    ...(hasAddress
      ? {
          address: {
            "@type": "PostalAddress",
            ...(project.location ? { streetAddress: project.location } : {}),
            ...(project.city ? { addressLocality: project.city } : {}),
            ...(project.state ? { addressRegion: project.state } : {}),
            ...(project.country ? { addressCountry: project.country } : {}),
          },
        }
      : {}),
    ...(hasGeo
      ? { geo: { "@type": "GeoCoordinates", latitude: project.latitude, longitude: project.longitude } }
      : {}),
  };
}
