import type { Footer } from '#shared/content/layout.ts';

export const demoFooter: Footer = {
  contact: { phone: '+880 1700-000000', email: 'support@pathshala.local' },
  socialLinks: [
    { name: 'Facebook', url: 'https://www.facebook.com/pathshala.demo' },
    { name: 'YouTube', url: 'https://www.youtube.com/@pathshala.demo' },
    { name: 'Linkedin', url: 'https://www.linkedin.com/company/pathshala-demo' },
  ],
};
