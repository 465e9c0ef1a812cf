import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LayoutUpdateBodySchema } from './layout-update.ts';
import {
  AboutPageUpdateBodySchema,
  DEFAULT_PAYMENT_PAGES,
  PaymentPagesSchema,
  PaymentPagesUpdateBodySchema,
  PrivacyPageUpdateBodySchema,
  TestimonialCreateBodySchema,
  TestimonialUpdateBodySchema,
} from './pages.ts';

const messages = (schema: z.ZodType, value: unknown) => {
  const res = schema.safeParse(value);
  return res.success ? [] : res.error.issues.map((i) => i.message);
};

describe('payment pages defaults', () => {
  it('use green and red backgrounds, white text and icons, and the animation', () => {
    expect(PaymentPagesSchema.parse(DEFAULT_PAYMENT_PAGES)).toEqual(DEFAULT_PAYMENT_PAGES);
    expect(DEFAULT_PAYMENT_PAGES.success).toMatchObject({
      backgroundColor: '#10B981',
      textColor: '#FFFFFF',
      iconColor: '#FFFFFF',
      showAnimation: true,
    });
    expect(DEFAULT_PAYMENT_PAGES.failure).toMatchObject({
      backgroundColor: '#EF4444',
      textColor: '#FFFFFF',
      iconColor: '#FFFFFF',
      showAnimation: true,
    });
    for (const text of [
      ...Object.values(DEFAULT_PAYMENT_PAGES.success),
      ...Object.values(DEFAULT_PAYMENT_PAGES.failure),
    ]) {
      if (typeof text === 'string') expect(text.trim()).not.toBe('');
    }
  });

  it('refuse a colour that is not # plus six hex digits', () => {
    expect(messages(PaymentPagesUpdateBodySchema, { success: { backgroundColor: 'red' } })).toEqual([
      'Colour must be # followed by six hex digits',
    ]);
    expect(messages(PaymentPagesUpdateBodySchema, { failure: { textColor: '#FFF' } })).toHaveLength(1);
    expect(messages(PaymentPagesUpdateBodySchema, { failure: { textColor: '#a1B2c3' } })).toEqual([]);
  });
});

describe('testimonial bodies (admin-side §5)', () => {
  it('require name, profession and comment after trimming', () => {
    expect(messages(TestimonialCreateBodySchema, { name: '  ', profession: 'Dev', comment: 'Great' })).toEqual([
      'Please fill in all required fields.',
    ]);
    expect(messages(TestimonialCreateBodySchema, { profession: 'Dev', comment: 'Great' })).toEqual([
      'Please fill in all required fields.',
    ]);
  });

  it('default to rating 5, active, order 0 and no avatar', () => {
    expect(TestimonialCreateBodySchema.parse({ name: ' Rina ', profession: 'Dev', comment: 'Great' })).toEqual({
      name: 'Rina',
      profession: 'Dev',
      comment: 'Great',
      rating: 5,
      avatar: null,
      isActive: true,
      order: 0,
    });
  });

  it('keep the rating within 1-5 and the order a non-negative whole number', () => {
    expect(messages(TestimonialUpdateBodySchema, { rating: 6 })).toEqual(['Rating must be between 1 and 5']);
    expect(messages(TestimonialUpdateBodySchema, { rating: 0 })).toEqual(['Rating must be between 1 and 5']);
    expect(messages(TestimonialUpdateBodySchema, { order: -1 })).toEqual(['Order must be a non-negative whole number']);
    expect(messages(TestimonialUpdateBodySchema, { order: 1.5 })).toEqual([
      'Order must be a non-negative whole number',
    ]);
  });

  it('accept image data, an uploaded image, an https avatar address or null', () => {
    expect(messages(TestimonialUpdateBodySchema, { avatar: 'http://example.com/a.png' })).toEqual([
      'Avatar must be an uploaded image or an https:// address',
    ]);
    expect(messages(TestimonialUpdateBodySchema, { avatar: 'javascript:alert(1)' })).toHaveLength(1);
    expect(messages(TestimonialUpdateBodySchema, { avatar: 'https://example.com/a.png' })).toEqual([]);
    expect(messages(TestimonialUpdateBodySchema, { avatar: null })).toEqual([]);
    expect(messages(TestimonialUpdateBodySchema, { avatar: 'data:image/png;base64,iVBORw0KGgo=' })).toEqual([]);
    expect(messages(TestimonialUpdateBodySchema, { avatar: { url: '/uploads/testimonials/a.webp' } })).toEqual([]);
    expect(TestimonialUpdateBodySchema.parse({ avatar: '' }).avatar).toBeNull();
  });
});

describe('about and privacy bodies (admin-side §5)', () => {
  const feature = { icon: 'FaRocket', title: 'Fast', desc: 'Quick' };
  it('about needs title, subtitle, mission and at least one complete feature', () => {
    expect(
      messages(AboutPageUpdateBodySchema, { title: '', subtitle: 's', mission: 'm', features: [feature] }),
    ).toEqual(['Please fill in all required fields']);
    expect(messages(AboutPageUpdateBodySchema, { title: 't', subtitle: 's', mission: 'm', features: [] })).toEqual([
      'Please add at least one feature',
    ]);
    expect(
      messages(AboutPageUpdateBodySchema, {
        title: 't',
        subtitle: 's',
        mission: 'm',
        features: [{ title: 'x', desc: ' ' }],
      }),
    ).toEqual(['Please fill in all feature fields.']);
  });

  it('about features default to the FaChalkboardTeacher icon and refuse other icon names', () => {
    const body = AboutPageUpdateBodySchema.parse({
      title: 't',
      subtitle: 's',
      mission: 'm',
      features: [{ title: 'x', desc: 'y' }],
    });
    expect(body.features[0]?.icon).toBe('FaChalkboardTeacher');
    expect(
      messages(AboutPageUpdateBodySchema, {
        title: 't',
        subtitle: 's',
        mission: 'm',
        features: [{ ...feature, icon: 'FaBomb' }],
      }),
    ).toHaveLength(1);
  });

  it('privacy needs a card title, a non-empty item and at least one card; blank items are dropped', () => {
    const base = { title: 't', subtitle: 's', footerText: 'f' };
    expect(messages(PrivacyPageUpdateBodySchema, { ...base, cards: [] })).toEqual([
      'Please add at least one privacy card',
    ]);
    expect(messages(PrivacyPageUpdateBodySchema, { ...base, cards: [{ title: ' ', items: ['a'] }] })).toEqual([
      'Please enter a card title',
    ]);
    expect(messages(PrivacyPageUpdateBodySchema, { ...base, cards: [{ title: 'c', items: ['', '  '] }] })).toEqual([
      'Please add at least one item',
    ]);
    const parsed = PrivacyPageUpdateBodySchema.parse({ ...base, cards: [{ title: 'c', items: ['', ' one '] }] });
    expect(parsed.cards[0]).toEqual({ icon: 'FaUserShield', title: 'c', items: ['one'] });
    expect(
      messages(PrivacyPageUpdateBodySchema, { ...base, footerText: '', cards: [{ title: 'c', items: ['a'] }] }),
    ).toEqual(['Please fill in all required fields']);
  });
});

describe('layout update body', () => {
  it('turns blank footer fields into null and refuses non-http links', () => {
    const parsed = LayoutUpdateBodySchema.parse({
      type: 'Footer',
      contact: { phone: ' ', email: '' },
      socialLinks: [{ name: '', url: '' }],
    });
    expect(parsed).toEqual({
      type: 'Footer',
      contact: { phone: null, email: null },
      socialLinks: [{ name: null, url: null }],
    });
    expect(
      messages(LayoutUpdateBodySchema, {
        type: 'Footer',
        contact: {},
        socialLinks: [{ name: 'x', url: 'javascript:alert(1)' }],
      }),
    ).toEqual(['Link must be an http:// or https:// address']);
  });

  it('names the known types when the type is unknown', () => {
    expect(messages(LayoutUpdateBodySchema, { type: 'Header' })).toEqual([
      'Layout type must be one of Banner, Categories, Footer, FAQ, Courses, Testimonials',
    ]);
  });

  it('keeps navigation positions at 1 or more', () => {
    expect(messages(LayoutUpdateBodySchema, { type: 'Banner', navigationPositions: { showHome: 0 } })).toHaveLength(1);
    expect(messages(LayoutUpdateBodySchema, { type: 'Banner', navigationPositions: { showHome: 3 } })).toEqual([]);
  });
});
