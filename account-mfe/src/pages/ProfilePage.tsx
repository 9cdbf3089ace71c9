import { useEffect, useState } from 'react';
import { useNavigate, queryKeys, useQuery, useQueryClient, toast, useSession, usePageMeta } from '@store/shared';
import { fetchMe, saveProfile } from '../api/authApi.ts';
import { ProfileForm } from '../components/ProfileForm.tsx';
import type { ProfileInput } from '@store/shared/rules';
import { initials, memberSince, orNA } from '../components/profileFormat.ts';
import { accountMessages as m } from '../api/messages.ts';
import '../styles/account.css';

/**
 * /user-profile (spec §2): shows the stored user at once, then the server's copy (the source of
 * truth) replaces it. Without a stored user: a toast and off to /login.
 */
export default function ProfilePage() {
  usePageMeta({ title: 'My Profile', description: 'Your personal details and address.', canonical: '/user-profile' });
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const setUser = useSession((s) => s.setUser);
  const me = useQuery({ queryKey: queryKeys.me(user?.id), queryFn: fetchMe, enabled: !!user, staleTime: 60_000, retry: 1 });
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (!user) {
      toast.info(m.profileNeedsLogin, { toastId: 'profile-needs-login' });
      navigate('/login', { replace: true });
    }
  }, [user, navigate]);

  useEffect(() => {
    if (me.data && user && String(me.data.id) === String(user.id) && JSON.stringify(me.data) !== JSON.stringify(user)) setUser(me.data);
  }, [me.data, user, setUser]);

  if (!user) return null;
  // The server's reply (its stored copy) replaces the local one; a failure message stays on the form.
  const save = async (profile: ProfileInput) => {
    const reply = await saveProfile(profile);
    if (!reply.success || !reply.data) return reply.message || 'Could not save your profile.';
    setUser(reply.data);
    queryClient.setQueryData(['me', user.id], reply.data);
    setEditing(false);
    toast.success('Profile saved.');
    return null;
  };
  const name = `${user.fName ?? ''} ${user.lName ?? ''}`.trim() || 'N/A';
  const personal: [string, string][] = [
    ['Phone', orNA(user.phone)],
    ['Address', orNA(user.address)],
  ];
  const location: [string, string][] = [
    ['Country', orNA(user.country)],
    ['Region', orNA(user.region)],
    ['City', orNA(user.city)],
    ['Zip', orNA(user.zip)],
  ];

  return (
    <main className="container page acct-profile">
      <h1 className="page-title">My Profile</h1>
      <section className="card acct-profile__card" aria-label="Profile summary">
        <div className="acct-profile__head">
          <div className="acct-avatar" aria-hidden="true">
            {initials(user)}
          </div>
          <div>
            <h2>{name}</h2>
            <p className="muted" style={{ margin: 0 }}>
              {orNA(user.email)}
            </p>
            <p className="muted" style={{ margin: 0 }}>
              Member since {memberSince(user.created_at)}
            </p>
          </div>
        </div>
        {editing ? (
          <ProfileForm user={user} onSave={save} onCancel={() => setEditing(false)} />
        ) : (
          <>
            <div className="acct-profile__sections">
              <Details title="Personal Details" rows={personal} />
              <Details title="Location" rows={location} />
            </div>
            <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
              Edit profile
            </button>
          </>
        )}
      </section>
    </main>
  );
}

function Details({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <dl className="acct-details">
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
