import type { CourseDetail } from '#shared/catalogue.ts';
import { htmlToText } from '#shared/html-text.ts';
import { type PageHead, pageTitle, SITE_NAME } from '#web/lib/head.tsx';

/**
 * What /course/{id} says of itself: its name, description and thumbnail for shared links, and schema.org Course
 * data for search engines (price in taka, rating when it has reviews). The server makes addresses absolute.
 */
export function courseHead(course: CourseDetail): PageHead {
  const name = htmlToText(course.name);
  const description = htmlToText(course.description);
  const image = course.thumbnail?.url || undefined;
  return {
    title: pageTitle(name),
    description,
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Course',
      name,
      description: description.slice(0, 500),
      inLanguage: course.language === 'Bangla' ? 'bn' : 'en',
      provider: { '@type': 'Organization', name: SITE_NAME },
      ...(image ? { image } : {}),
      offers: {
        '@type': 'Offer',
        price: course.price,
        priceCurrency: 'BDT',
        category: course.price > 0 ? 'Paid' : 'Free',
      },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online' },
      ...(course.reviews > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: Number(course.ratings.toFixed(1)),
              reviewCount: course.reviews,
              bestRating: 5,
            },
          }
        : {}),
    },
  };
}
