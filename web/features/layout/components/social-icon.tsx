import { FaFacebook, FaGithub, FaInstagram, FaLinkedin, FaTwitter, FaYoutube } from 'react-icons/fa';
import { HiOutlineGlobeAlt } from 'react-icons/hi';

const ICONS = [
  [/github/i, FaGithub],
  [/linked\s*in/i, FaLinkedin],
  [/facebook/i, FaFacebook],
  [/twitter|^x$/i, FaTwitter],
  [/youtube/i, FaYoutube],
  [/instagram/i, FaInstagram],
] as const;

/**
 * The brand icon of a footer social link, picked by its name (a globe for anything else). Loaded lazily by the
 * footer: brand icons are large SVG paths, decorative, and below the fold.
 */
export default function SocialIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS.find(([pattern]) => pattern.test(name))?.[1] ?? HiOutlineGlobeAlt;
  return <Icon aria-hidden="true" className={className} />;
}
