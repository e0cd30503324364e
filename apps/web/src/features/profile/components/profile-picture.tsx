import type { Profile } from '@outlay/api-client';
import {
  Avatar,
  Button,
  FileDropZone,
  type FileRejection,
  Heading,
  Inline,
  showToast,
  Stack,
  Text,
} from '@outlay/design-system';
import { lazy, Suspense, useState } from 'react';
import { ErrorBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { useRemoveProfilePicture, useUploadProfilePicture } from '../api/profile';

// The crop dialog loads once a picture is chosen.
const PictureCropDialog = lazy(() =>
  import('./picture-crop-dialog').then((module) => ({ default: module.PictureCropDialog })),
);

/** The server's limits (uploadProfilePicture), checked here first to say so at once. */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The picture the header's avatar shows: chosen or dropped here, checked for type and size in
 * the reader's language, cut to a square the user places and zooms, then stored by the server
 * (checked again, upright, without its metadata). Without one the avatar shows initials in a colour from the name (spec part 1 §2.3).
 */
export function ProfilePicture({ profile }: { profile: Profile }) {
  const { t } = useTranslator();
  const upload = useUploadProfilePicture();
  const remove = useRemoveProfilePicture();
  const [rejection, setRejection] = useState<string | null>(null);
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const close = () => {
    if (chosen) URL.revokeObjectURL(chosen.url);
    setChosen(null);
  };
  const name = `${profile.firstName} ${profile.lastName}`.trim();

  const rejectionText = (rejections: FileRejection[]) => {
    const [first] = rejections;
    if (!first) return null;
    return first.reason === 'size'
      ? t('profile.picture.tooLarge', { n: 5 })
      : first.reason === 'type'
        ? t('profile.picture.type')
        : t('profile.picture.one');
  };

  return (
    <Stack space="medium" component="section" aria-labelledby="profile-picture">
      <Heading level={2} id="profile-picture">
        {t('profile.picture.title')}
      </Heading>
      <Inline space="large" alignY="center">
        <Avatar name={name} src={profile.profilePicMedium ?? undefined} size="large" />
        <Text tone="muted">
          {profile.profilePicMedium ? t('profile.picture.shown') : t('profile.picture.none')}
        </Text>
      </Inline>
      <ErrorBanner error={upload.error ?? remove.error} />
      <FileDropZone
        label={t('profile.picture.drop')}
        buttonLabel={t('profile.picture.choose')}
        acceptedFileTypes={PICTURE_TYPES}
        maxFileSize={PICTURE_MAX_BYTES}
        maxFiles={1}
        isDisabled={upload.isPending}
        errorMessage={rejection}
        onFilesRejected={(rejections) => {
          setRejection(rejectionText(rejections));
        }}
        onFilesAccepted={([file]) => {
          setRejection(null);
          if (!file) return;
          remove.reset();
          upload.reset();
          setChosen({ file, url: URL.createObjectURL(file) });
        }}
      />
      {chosen ? (
        <Suspense fallback={null}>
          <PictureCropDialog
            file={chosen.file}
            url={chosen.url}
            isPending={upload.isPending}
            onCancel={close}
            onCropped={(square) => {
              upload.mutate(square, {
                // A refusal shows on the page, in the server's words, with the picture choice.
                onSettled: close,
                onSuccess: () => {
                  showToast({ tone: 'success', description: t('profile.picture.saved') });
                },
              });
            }}
          />
        </Suspense>
      ) : null}
      {profile.profilePicMedium ? (
        <Inline space="small">
          <Button
            variant="secondary"
            isPending={remove.isPending}
            onPress={() => {
              upload.reset();
              remove.mutate(undefined, {
                onSuccess: () => {
                  showToast({ tone: 'success', description: t('profile.picture.removed') });
                },
              });
            }}
          >
            {t('profile.picture.remove')}
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}
