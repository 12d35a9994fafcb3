import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/auth/Alert';
import { DocumentTitle } from '../../../components/DocumentTitle';
import { Spinner } from '../../../components/Spinner';
import { useGetProfileQuery } from '../../../lib/session/auth-api';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { ProfileDetails } from '../components/ProfileDetails';
import { ProfileEditForm } from '../components/ProfileEditForm';
import './ProfilePage.css';

/** Signed-in users only (the route sits behind RequireAuth). */
export function ProfilePage() {
  const { t } = useTranslation();
  const { data: user, isError, refetch } = useGetProfileQuery();
  const [editing, setEditing] = useState(false);
  const [updated, setUpdated] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  // Back in view mode, focus returns to the button that opened the form.
  const leaveEditing = (saved: boolean) => {
    flushSync(() => {
      setEditing(false);
      setUpdated(saved);
    });
    editButton.current?.focus();
  };

  return (
    <div className="container page-section profile-page">
      <DocumentTitle title={t('auth.profile.title')} />
      <div className="page-header">
        <h1 className="page-title">{t('auth.profile.title')}</h1>
      </div>
      {isError && (
        <Alert tone="error">
          <p>{t('auth.profile.loadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {t('auth.profile.retry')}
          </button>
        </Alert>
      )}
      {!user ? (
        !isError && <Spinner />
      ) : (
        <div className="profile-page__sections">
          <section className="profile-card" aria-labelledby="profile-details-heading">
            <div className="profile-card__heading">
              <h2 id="profile-details-heading" className="profile-card__title">
                {t('auth.profile.detailsHeading')}
              </h2>
              {!editing && (
                <button
                  ref={editButton}
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    setEditing(true);
                    setUpdated(false);
                  }}
                >
                  {t('auth.profile.edit')}
                </button>
              )}
            </div>
            {updated && (
              <Alert tone="success">
                <p>{t('auth.profile.updated')}</p>
              </Alert>
            )}
            {editing ? (
              <ProfileEditForm
                user={user}
                onDone={leaveEditing}
                onCancel={() => {
                  leaveEditing(false);
                }}
              />
            ) : (
              <ProfileDetails user={user} />
            )}
          </section>
          <section className="profile-card" aria-labelledby="profile-password-heading">
            <h2 id="profile-password-heading" className="profile-card__title">
              {t('auth.profile.password.heading')}
            </h2>
            <ChangePasswordForm />
          </section>
        </div>
      )}
    </div>
  );
}
