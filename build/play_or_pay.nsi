; Play or Pay: a per-user Windows installer (no administrator rights), made with NSIS 3.
;
; build/release.py --nsis runs:
;   makensis -DVERSION=0.1.0 -DSOURCE_DIR=<dist\play-or-pay> -DOUTFILE=<setup.exe>
;            -DICON=<assets\icons\app.ico> build\play_or_pay.nsi
; SOURCE_DIR is the PyInstaller one-folder app (play-or-pay.exe and _internal\).
;
; Installs into %LOCALAPPDATA%\Programs\Play or Pay, adds a Start-menu shortcut, an
; optional desktop shortcut, and an uninstaller listed in Settings → Apps (HKCU).
; Silent: setup.exe /S [/D=C:\path\without\quotes]   uninstall: Uninstall.exe /S
; Saves and settings (in %LOCALAPPDATA%\play-or-pay) are never touched: not by an update
; over an older version, not by the uninstaller. They belong to the player.

; 64-bit only: the payload is an x64 app, and a 64-bit stub installs it into the 64-bit
; views of the registry and file system (a 32-bit stub would also need wine32 under Wine).
Target amd64-unicode
ManifestDPIAware true
!ifdef FAST_CHECK  ; a quick compile that proves the script (build/release.py --nsis --fast)
  SetCompressor zlib
!else
  SetCompressor /SOLID lzma
!endif

!ifndef VERSION
  !error "pass -DVERSION=x.y.z (pyproject.toml's version)"
!endif
!ifndef SOURCE_DIR
  !error "pass -DSOURCE_DIR=<the one-folder app>"
!endif
!ifndef OUTFILE
  !define OUTFILE "play-or-pay-${VERSION}-windows-x64-setup.exe"
!endif
!ifndef VI_VERSION
  !define VI_VERSION "${VERSION}.0"
!endif

!define APP_NAME "Play or Pay"
!define EXE_NAME "play-or-pay.exe"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\PlayOrPay"

!include "MUI2.nsh"
!include "FileFunc.nsh"

Name "${APP_NAME} ${VERSION}"
OutFile "${OUTFILE}"
RequestExecutionLevel user
InstallDir "$LOCALAPPDATA\Programs\${APP_NAME}"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "${APP_NAME} ${VERSION}"

VIProductVersion "${VI_VERSION}"
VIAddVersionKey /LANG=1033 "ProductName" "${APP_NAME}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileDescription" "${APP_NAME} ${VERSION} installer"
VIAddVersionKey /LANG=1033 "LegalCopyright" "MIT licence"
VIAddVersionKey /LANG=1033 "CompanyName" "${APP_NAME}"

!ifdef ICON
  !define MUI_ICON "${ICON}"
  !define MUI_UNICON "${ICON}"
!endif
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE_NAME}"
!define MUI_FINISHPAGE_RUN_TEXT "Start ${APP_NAME}"

!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Function .onInit
  SetShellVarContext current
FunctionEnd

Function un.onInit
  SetShellVarContext current
FunctionEnd

Section "${APP_NAME}" SecApp
  SectionIn RO
  SetOutPath "$INSTDIR"
  ; An update replaces the previous app files; nothing else in the folder is touched.
  RMDir /r "$INSTDIR\_internal"
  File /r "${SOURCE_DIR}\*.*"
  WriteUninstaller "$INSTDIR\Uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${EXE_NAME}" "" "$INSTDIR\${EXE_NAME}" 0

  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${EXE_NAME},0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${APP_NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\Uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\Uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" "$0"
SectionEnd

Section /o "Desktop shortcut" SecDesktop
  CreateShortcut "$DESKTOP\${APP_NAME}.lnk" "$INSTDIR\${EXE_NAME}" "" "$INSTDIR\${EXE_NAME}" 0
SectionEnd

LangString DESC_SecApp ${LANG_ENGLISH} "The game, a Start-menu shortcut and an uninstaller."
LangString DESC_SecDesktop ${LANG_ENGLISH} "A shortcut on your desktop."
!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SecApp} $(DESC_SecApp)
  !insertmacro MUI_DESCRIPTION_TEXT ${SecDesktop} $(DESC_SecDesktop)
!insertmacro MUI_FUNCTION_DESCRIPTION_END

Section "Uninstall"
  Delete "$SMPROGRAMS\${APP_NAME}.lnk"
  Delete "$DESKTOP\${APP_NAME}.lnk"
  ; Only what the installer put there: the exe, _internal\ and the uninstaller.
  Delete "$INSTDIR\${EXE_NAME}"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\Uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
SectionEnd
