import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '@marketplace/shared-api/store/make-store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
