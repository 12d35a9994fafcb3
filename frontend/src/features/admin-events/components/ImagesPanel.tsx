import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminAlert } from '../../../components/admin/AdminAlert';
import { serverMessageOf } from '../../../lib/api';
import {
  useRemoveEventImageMutation,
  useReorderEventImagesMutation,
  useUploadEventImageMutation,
} from '../api/admin-events-api';
import type { AdminEventResponse } from '../../../lib/api-types/generated';
import './ImagesPanel.css';

/** What the API accepts (docs/catalog.md, "Images"); it checks the content, this only filters the picker. */
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

type ImageAction = 'upload' | 'remove' | 'reorder';

/** `message` is the API's own words; undefined when it gave none. */
type Outcome = { kind: 'uploaded' } | { kind: 'failed'; action: ImageAction; message: string | undefined };

/** The event's images, the first of which is the cover; changes apply at once, apart from the form. */
export function ImagesPanel({ event }: { event: AdminEventResponse }) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [upload, { isLoading: uploading }] = useUploadEventImageMutation();
  const [removeImage] = useRemoveEventImageMutation();
  const [reorder] = useReorderEventImagesMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { images } = event;

  const save = async (action: ImageAction, request: Promise<unknown>) => {
    setOutcome(null);
    try {
      await request;
      if (action === 'upload') setOutcome({ kind: 'uploaded' });
    } catch (error) {
      setOutcome({ kind: 'failed', action, message: serverMessageOf(error) });
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = images.map(({ id }) => id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    void save('reorder', reorder({ id: event.id, imageIds: ids }).unwrap());
  };

  return (
    <div className="images-panel">
      <div className="images-panel__upload">
        <label className="admin-field__label" htmlFor={inputId}>
          {t('adminEvents.form.images.upload')}
        </label>
        <input
          id={inputId}
          type="file"
          accept={IMAGE_TYPES}
          aria-describedby={hintId}
          disabled={uploading}
          onChange={(change) => {
            const input = change.currentTarget;
            const file = input.files?.[0];
            if (!file) return;
            void save('upload', upload({ id: event.id, file }).unwrap()).finally(() => {
              input.value = '';
            });
          }}
        />
        <p id={hintId} className="images-panel__hint">
          {uploading ? t('adminEvents.form.images.uploading') : t('adminEvents.form.images.hint')}
        </p>
      </div>

      {outcome && (
        <AdminAlert
          tone={outcome.kind === 'failed' ? 'error' : 'success'}
          onDismiss={() => {
            setOutcome(null);
          }}
        >
          {outcome.kind === 'failed'
            ? (outcome.message ?? t(`adminEvents.form.images.failed.${outcome.action}`))
            : t('adminEvents.form.images.uploaded')}
        </AdminAlert>
      )}

      {images.length === 0 ? (
        <p className="empty-state">{t('adminEvents.form.images.empty')}</p>
      ) : (
        <ol className="images-panel__list" aria-label={t('adminEvents.form.images.list')}>
          {images.map((image, index) => {
            const position = index + 1;
            return (
              <li key={image.id} className="images-panel__item">
                <img
                  className="images-panel__thumbnail"
                  src={image.thumbnail_url}
                  alt={t('adminEvents.form.images.alt', { position })}
                  width={160}
                  height={100}
                />
                {index === 0 && <span className="badge badge--success">{t('adminEvents.form.images.cover')}</span>}
                <div className="images-panel__buttons">
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={index === 0}
                    aria-label={t('adminEvents.form.images.earlier', { position })}
                    onClick={() => {
                      move(index, -1);
                    }}
                  >
                    <span aria-hidden="true">←</span>
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={index === images.length - 1}
                    aria-label={t('adminEvents.form.images.later', { position })}
                    onClick={() => {
                      move(index, 1);
                    }}
                  >
                    <span aria-hidden="true">→</span>
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={t('adminEvents.form.images.remove', { position })}
                    onClick={() => {
                      void save('remove', removeImage({ id: event.id, imageId: image.id }).unwrap());
                    }}
                  >
                    {t('adminEvents.form.images.removeShort')}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
