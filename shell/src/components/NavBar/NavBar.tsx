import { useState } from 'react';
import { NavLink, useNavigate } from '@podbridge/shared/router';
import styled from 'styled-components';
import { useAuth } from '@podbridge/shared/auth';
import { paths } from '@podbridge/shared/paths';
import { Button, Icon, media, theme, cluster, plainList, inlineCentered } from '@podbridge/kit';
import { useShellTexts } from '../../texts';
import { Brand } from '../Brand/Brand';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher';
import { LOGGED_OUT_LINKS, PUBLIC_LINKS, linksForUser, type NavLinkItem } from './navLinks';
import { NavCountSlot } from './NavCountSlot';

/** The bar's row; with its bottom border, what stays covered at the top of the window as the page scrolls. */
const ROW_HEIGHT_PX = 64;

/** How far below the window's top something scrolled into view must start to show under the sticky bar. */
export const NAV_BAR_HEIGHT = `${ROW_HEIGHT_PX + 1}px`;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: rgba(255, 255, 255, 0.92);
  backdrop-filter: saturate(180%) blur(12px);
  border-bottom: 1px solid ${theme.colors.border};
`;

/* Wider than the pages' 1200px: a signed-in user's full row of links fits beside the brand on a laptop screen. */
const Inner = styled.nav`
  max-width: 1320px;
  margin: 0 auto;
  padding: ${theme.spacing.sm} ${theme.spacing.md};
  ${cluster('sm')}
  justify-content: space-between;
  min-height: ${ROW_HEIGHT_PX}px;
`;

const MenuToggle = styled.button`
  ${inlineCentered}
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  cursor: pointer;
  font-size: 1.25rem;
  ${media.lg} {
    display: none;
  }
`;

const Menu = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  width: 100%;
  gap: ${theme.spacing.xs};
  padding-bottom: ${theme.spacing.sm};
  ${media.lg} {
    display: flex;
    flex-direction: row;
    align-items: center;
    width: auto;
    padding: 0;
  }
`;

const Links = styled.ul`
  ${plainList('xxs')}
  ${media.lg} {
    flex-direction: row;
    align-items: center;
  }
`;

const Link = styled(NavLink)`
  display: flex;
  align-items: center;
  padding: ${theme.spacing.sm} ${theme.spacing.md};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.textMuted};
  /* An admin's full row of links fits beside the brand on a laptop screen. */
  ${media.lg} {
    padding: ${theme.spacing.sm} 5px;
  }
  font-weight: ${theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  transition:
    background ${theme.transitions.fast},
    color ${theme.transitions.fast};

  &:hover {
    color: ${theme.colors.primary};
    background: ${theme.colors.primarySoft};
  }

  &.active {
    color: ${theme.colors.primary};
    background: ${theme.colors.primarySoft};
  }
`;

const Divider = styled.span`
  display: none;
  ${media.lg} {
    display: block;
    width: 1px;
    height: 24px;
    margin: 0 ${theme.spacing.xs};
    background: ${theme.colors.border};
  }
`;

function LinkList({ links, onNavigate }: { links: readonly NavLinkItem[]; onNavigate: () => void }) {
  const { t } = useShellTexts();
  return (
    <Links>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} end={link.to === paths.podcasts || link.to === paths.experts} onClick={onNavigate}>
            {t(link.label)}
            {link.count && <NavCountSlot kind={link.count} />}
          </Link>
        </li>
      ))}
    </Links>
  );
}

/** The navigation bar: public links, then the links of the signed-in user's role. */
export function NavBar() {
  const { t } = useShellTexts();
  const { user, isAuthenticated, logout } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const collapse = () => setOpen(false);

  const signOut = () => {
    collapse();
    // The session is cleared at once; revoking the refresh token on the server finishes in the background.
    void logout();
    navigate(paths.home);
  };

  return (
    <Bar>
      <Inner aria-label={t('nav.main')}>
        <Brand onClick={collapse} />
        <MenuToggle
          type="button"
          aria-expanded={open}
          aria-controls="main-menu"
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name={open ? 'close' : 'menu'} size={22} />
        </MenuToggle>
        <Menu id="main-menu" $open={open}>
          <LinkList links={PUBLIC_LINKS} onNavigate={collapse} />
          <Divider />
          {isAuthenticated && user ? (
            <>
              <LinkList links={linksForUser(user)} onNavigate={collapse} />
              <Button variant="outline" size="sm" onClick={signOut}>
                {t('nav.logout')}
              </Button>
            </>
          ) : (
            <LinkList links={LOGGED_OUT_LINKS} onNavigate={collapse} />
          )}
          <LanguageSwitcher />
        </Menu>
      </Inner>
    </Bar>
  );
}
