import { Link, hrefs, useSession } from '@store/shared';
import { useDisclosure } from '../menus/useDisclosure.ts';
import { useLogout } from './useLogout.ts';
import { Icon } from '../../icons/Icon.tsx';

/** Account dropdown (spec §2, §6): logged in (a stored user) shows Logout, My Orders, My Profile (and Admin for the store owner); otherwise Register, Login. */
export function AccountMenu() {
  const user = useSession((s) => s.user);
  const { open, close, rootRef, buttonRef, panelId, onBlur, buttonProps } = useDisclosure();
  const { logout, pending } = useLogout();

  return (
    <div className="dropdown account-menu" ref={rootRef} onBlur={onBlur}>
      <button {...buttonProps} className="header-action">
        <Icon name="user" className="header-action__icon" />
        <span className="header-action__label">Account</span>
        <Icon name="chevronDown" className="chevron" />
      </button>
      {open && (
        <div id={panelId} className="dropdown__panel dropdown__panel--end">
          {user && (
            <p className="account-menu__greeting">
              Signed in as <strong>{user.fName || user.email}</strong>
            </p>
          )}
          <ul className="dropdown__list">
            {user ? (
              <>
                <li>
                  <button
                    type="button"
                    className="dropdown__item"
                    disabled={pending}
                    onClick={() => {
                      close();
                      buttonRef.current?.focus();
                      void logout();
                    }}
                  >
                    Logout
                  </button>
                </li>
                <li>
                  <Link className="dropdown__item" to="/orders" onClick={close}>
                    My Orders
                  </Link>
                </li>
                <li>
                  <Link className="dropdown__item" to="/user-profile" onClick={close}>
                    My Profile
                  </Link>
                </li>
                {user.role === 'admin' && (
                  // the store owner's back office (its own remote); every admin call is checked again on the server
                  <li>
                    <Link className="dropdown__item" to={hrefs.admin()} onClick={close}>
                      Admin
                    </Link>
                  </li>
                )}
              </>
            ) : (
              <>
                <li>
                  <Link className="dropdown__item" to="/register" onClick={close}>
                    Register
                  </Link>
                </li>
                <li>
                  <Link className="dropdown__item" to="/login" onClick={close}>
                    Login
                  </Link>
                </li>
              </>
            )}
          </ul>
        </div>
      )}
    </div>
  );
}
