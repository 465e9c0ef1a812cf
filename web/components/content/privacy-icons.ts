import type { IconType } from 'react-icons';
import {
  FaCheckCircle,
  FaClipboardList,
  FaCookieBite,
  FaDatabase,
  FaExclamationTriangle,
  FaEye,
  FaFileContract,
  FaFingerprint,
  FaGavel,
  FaInfoCircle,
  FaKey,
  FaLock,
  FaRegAddressBook,
  FaShieldAlt,
  FaUserSecret,
  FaUserShield,
} from 'react-icons/fa';
import type { PrivacyIcon } from '#shared/content/pages.ts';

/** The 16 card icons of admin-side §3 Privacy page, by name. */
export const PRIVACY_ICON_COMPONENTS: Record<PrivacyIcon, IconType> = {
  FaUserShield,
  FaClipboardList,
  FaLock,
  FaRegAddressBook,
  FaShieldAlt,
  FaEye,
  FaKey,
  FaDatabase,
  FaFingerprint,
  FaGavel,
  FaCookieBite,
  FaUserSecret,
  FaFileContract,
  FaCheckCircle,
  FaInfoCircle,
  FaExclamationTriangle,
};

/** The known icon name for a stored one; an unknown name gives the default FaUserShield. */
export function resolvePrivacyIcon(name: string | null | undefined): PrivacyIcon {
  return name && Object.hasOwn(PRIVACY_ICON_COMPONENTS, name) ? (name as PrivacyIcon) : 'FaUserShield';
}
