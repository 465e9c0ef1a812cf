import type { IconType } from 'react-icons';
import {
  FaAward,
  FaBookOpen,
  FaCertificate,
  FaChalkboardTeacher,
  FaCode,
  FaGlobe,
  FaGraduationCap,
  FaHandsHelping,
  FaHeart,
  FaLightbulb,
  FaMobile,
  FaRocket,
  FaStar,
  FaUsers,
  FaWallet,
} from 'react-icons/fa';
import type { AboutIcon } from '#shared/content/pages.ts';

/** The 15 feature icons of admin-side §3 About page, by name. */
export const ABOUT_ICON_COMPONENTS: Record<AboutIcon, IconType> = {
  FaChalkboardTeacher,
  FaWallet,
  FaUsers,
  FaGraduationCap,
  FaLightbulb,
  FaCertificate,
  FaHandsHelping,
  FaRocket,
  FaAward,
  FaBookOpen,
  FaCode,
  FaStar,
  FaHeart,
  FaGlobe,
  FaMobile,
};

/** The known icon name for a stored one; an unknown name gives the default FaChalkboardTeacher. */
export function resolveAboutIcon(name: string | null | undefined): AboutIcon {
  return name && Object.hasOwn(ABOUT_ICON_COMPONENTS, name) ? (name as AboutIcon) : 'FaChalkboardTeacher';
}
