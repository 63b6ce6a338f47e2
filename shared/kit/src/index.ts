export { theme, media } from './theme';
export { pickableSurface } from './surfaces';
export type { Theme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { Button, ButtonAnchor, ButtonLink } from './Button';
export type { ButtonProps, ButtonAnchorProps, ButtonLinkProps, ButtonVariant, ButtonSize } from './Button';
export { TextField, TextArea, SelectField, Checkbox, Radio } from './FormFields';
export { FieldGroup, ChoiceGrid, FieldHint, GroupError } from './FieldGroup';
export { UnavailablePanel } from './UnavailablePanel';
export type { UnavailablePanelProps } from './UnavailablePanel';
export type { TextFieldProps, TextAreaProps, SelectFieldProps, CheckboxProps } from './FormFields';
export { Card, CardTitle } from './Card';
export { Modal } from './Modal';
export type { ModalProps } from './Modal';
export { Spinner, PageSpinner } from './Spinner';
export { lazyExport } from './lazyExport';
export type { SpinnerProps, PageSpinnerProps } from './Spinner';
export { Alert } from './Alert';
export type { AlertProps, AlertVariant } from './Alert';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { Pagination, pageWindow } from './Pagination';
export type { PaginationProps } from './Pagination';
export { FormProgress } from './FormProgress';
export type { FormProgressProps } from './FormProgress';
export { Container, PageHeader, Hero, Stack, Cluster, Grid, PlainList, PageBody } from './Layout';
export {
  cluster,
  fieldStates,
  focusRing,
  iconCircle,
  inlineCentered,
  inlineRow,
  plainList,
  row,
  stack,
  wrap,
} from './layoutRules';
export type { Gap } from './layoutRules';
export type { PageHeaderProps } from './Layout';
export { Badge } from './Badge';
export type { BadgeProps, BadgeVariant } from './Badge';
export { Icon } from './Icon';
export type { IconName, IconProps } from './Icon';
export { VisuallyHidden } from './VisuallyHidden';
export {
  HeartIcon,
  HeartFilledIcon,
  ShareIcon,
  PencilIcon,
  TrashIcon,
  ExternalLinkIcon,
  ReplyIcon,
  HeadphonesIcon,
  ImageIcon,
} from './ActionIcons';
export type { ActionIconProps } from './ActionIcons';
export { WelcomeCard } from './WelcomeCard';
export type { WelcomeCardProps } from './WelcomeCard';
export { Hyphenated, LONG_WORD_LENGTH, useHyphenated } from './Hyphenated';
export { Highlighted } from './Highlighted';
export { MediaCard, MediaCardLinks, MediaImage, cardImageLoading } from './MediaCard';
export type { MediaCardProps } from './MediaCard';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { ImageField, useImagePreview } from './ImageField';
export type { ImageFieldProps, ImageFieldShape } from './ImageField';
export { SpotlightPlaceholder, SpotlightSection } from './SpotlightSection';
export type { SpotlightSectionProps, SpotlightTile } from './SpotlightSection';
export { DetailLayout, DetailLoadError, FactList, HeaderBadges, PageNotice, WithBackLink } from './DetailLayout';
export type { PageLink, DetailLayoutProps, DetailLoadErrorProps } from './DetailLayout';
export { NotFoundNotice } from './NotFoundNotice';
export type { NotFoundNoticeProps } from './NotFoundNotice';
export { NoticeCard } from './NoticeCard';
export type { NoticeCardProps } from './NoticeCard';
export { CardOwnerActions } from './CardOwnerActions';
export type { CardOwnerActionsProps } from './CardOwnerActions';
export { FormDialog } from './FormDialog';
export type { FormDialogProps } from './FormDialog';
export { FormActions, FormGrid } from './FormLayout';
export { brandArtwork, initialsOf, monogramArtwork } from './brandArtwork';
export { TOAST_OPTIONS } from './toastOptions';
export { CharacterCounter } from './CharacterCounter';
export type { CharacterCounterProps } from './CharacterCounter';
export { ReviewBadge, ReviewNotice } from './ReviewStatus';
export type { Reviewed, ReviewNoticeProps, ReviewState } from './ReviewStatus';
export { documentTitle, useDocumentTitle, SITE_NAME } from './useDocumentTitle';
export { EmailText } from './EmailText';
export { Avatar, RoundPicture } from './Avatar';
export { ExternalLinks } from './ExternalLinks';
export type { ExternalLink, ExternalLinksProps } from './ExternalLinks';
